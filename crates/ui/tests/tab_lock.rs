//! The game's lock between tabs (Web Locks, or the heartbeat where they are missing): what a
//! tab shows when it learns that another tab has the game, and "Play here".

use ui::i18n::Lang;
use ui::message::Msg;
use ui::state::{App, Button, Effect, LockNews, Press};

mod common;
use common::*;

fn shown(app: &App) -> Option<Msg> {
    app.shown_notice().map(|n| n.msg.clone())
}

#[test]
fn a_tab_that_holds_the_lock_plays_on() {
    let mut app = App::new(Lang::En, 518);
    assert!(!app.lock_news(LockNews::Held), "nothing to redraw");
    assert!(!app.elsewhere);
    click(&mut app, "e2");
    click(&mut app, "e4");
    assert_eq!(app.game.ply(), 1);
}

#[test]
fn a_second_tab_shows_the_game_and_offers_play_here() {
    let mut app = App::new(Lang::En, 518);
    assert!(app.lock_news(LockNews::HeldElsewhere));
    assert!(app.elsewhere);
    assert_eq!(shown(&app), Some(Msg::Elsewhere));
    click(&mut app, "e2");
    click(&mut app, "e4");
    assert_eq!(app.game.ply(), 0, "no move while another tab has the game");
    // "Play here" takes the game: the page steals the lock and loads the saved game.
    assert!(app.press(Button::PlayHere, Press::CLICK));
    assert!(!app.elsewhere);
    assert!(app.effects.contains(&Effect::TakeOver));
    assert_eq!(shown(&app), None);
    assert!(!app.lock_news(LockNews::Held));
    click(&mut app, "e2");
    click(&mut app, "e4");
    assert_eq!(app.game.ply(), 1);
}

#[test]
fn a_tab_whose_lock_was_taken_steps_back_once() {
    let mut app = App::new(Lang::En, 518);
    click(&mut app, "e2");
    assert!(app.selected.is_some());
    assert!(app.lock_news(LockNews::Lost));
    assert!(app.elsewhere);
    assert_eq!(app.selected, None, "the moment's selection goes");
    assert_eq!(shown(&app), Some(Msg::Elsewhere));
    assert!(
        !app.lock_news(LockNews::Lost),
        "already stepped back: nothing new"
    );
}

#[test]
fn while_the_lock_is_asked_the_board_is_shown_but_not_played_saved_or_thought_on() {
    // The computer (White) is to move in this reloaded game.
    let mut app = boot("computer=white", None, Lang::En);
    assert!(!app.lock_news(LockNews::Asking), "nothing to say yet");
    assert!(!app.saves(), "no save before the answer");
    assert!(!app.can_move());
    app.think_if_needed();
    assert_eq!(app.thinking, None, "no thinking before the answer");
    assert_eq!(shown(&app), None, "the board shows as usual meanwhile");
    // This tab has the game: it plays, thinks and saves.
    assert!(!app.lock_news(LockNews::Held));
    assert!(app.saves());
    app.think_if_needed();
    assert!(app.thinking.is_some());

    // Another tab has it: this one says so and never saves or moves.
    let mut app = App::new(Lang::En, 518);
    app.lock_news(LockNews::Asking);
    click(&mut app, "e2");
    click(&mut app, "e4");
    assert_eq!(app.game.ply(), 0, "no move before the answer");
    assert!(app.lock_news(LockNews::HeldElsewhere));
    assert!(!app.saves());
    assert_eq!(shown(&app), Some(Msg::Elsewhere));
    click(&mut app, "e2");
    click(&mut app, "e4");
    assert_eq!(app.game.ply(), 0);
}
