//! A new version of Rokade (its service worker took over): when "New version: reload" is
//! offered, and that it never interrupts a game in progress.

use ui::i18n::Lang;
use ui::state::{App, Button, Effect, Press};

mod common;
use common::*;

/// The signal the page's script gives when a new version took over.
fn update_arrives(app: &mut App) {
    assert!(
        app.press(Button::UpdateReady, Press::CLICK),
        "the page redraws"
    );
}

#[test]
fn offered_before_the_first_move() {
    let mut app = App::new(Lang::En, 518);
    assert!(!app.panel().update, "nothing offered without a new version");
    update_arrives(&mut app);
    assert!(app.panel().update);
    assert!(app.press(Button::UpdateReload, Press::CLICK));
    assert_eq!(app.effects, vec![Effect::Reload]);
}

#[test]
fn never_during_a_game_in_progress() {
    let mut app = App::new(Lang::En, 518);
    click(&mut app, "e2");
    click(&mut app, "e4");
    update_arrives(&mut app);
    assert!(app.update_ready, "remembered for later");
    assert!(
        !app.panel().update,
        "not offered while the game is in progress"
    );
    // Even a stray press (the button is hidden) does not reload in the middle of a game.
    assert!(!app.press(Button::UpdateReload, Press::CLICK));
    assert!(!app.effects.contains(&Effect::Reload));
    // The game ends: now it is offered.
    app.press(Button::Resign(rules::Color::Black), Press::CLICK);
    app.press(Button::AskYes, Press::CLICK);
    assert!(app.game.is_over());
    let panel = app.panel();
    assert!(panel.update, "offered between games");
    assert!(panel.result.is_some(), "beside the finished game's result");
    app.effects.clear();
    assert!(app.press(Button::UpdateReload, Press::CLICK));
    assert_eq!(app.effects, vec![Effect::Reload]);
}

#[test]
fn the_ids_of_the_page() {
    assert_eq!(Button::from_id("update-ready"), Some(Button::UpdateReady));
    assert_eq!(Button::from_id("update-reload"), Some(Button::UpdateReload));
}
