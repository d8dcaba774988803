//! The game page's last decisions, made by the state and tested here: a castling preview
//! whose button went away, a lazy module that could not be loaded, which keys reach the
//! state, the board cell that gets the focus, the controls shown, and the two ways a saved
//! game takes this one's place ("Resume that game", "Play here").

mod common;

use common::*;
use rules::CastlingSide;
use ui::address::{Address, Controls, Params};
use ui::i18n::Lang;
use ui::message::Msg;
use ui::state::{App, Ask, Effect, KeyAnswer, KeyAt, KeyPress, Module, NewGame};

/// White can castle on both sides.
const BOTH_CAN_CASTLE: &str = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";

fn press(key: &str) -> KeyPress<'_> {
    KeyPress {
        key,
        ctrl: false,
        alt: false,
        repeat: false,
    }
}

#[test]
fn a_preview_ends_with_its_button_and_does_not_come_back() {
    let mut app = app_fen(BOTH_CAN_CASTLE);
    app.try_move(sq("a1"), sq("a2"));
    app.try_move(sq("a8"), sq("a7"));
    // White can still castle short: hovering its button previews it.
    app.preview = Some(CastlingSide::KingSide);
    app.end_hidden_preview();
    assert_eq!(
        app.preview,
        Some(CastlingSide::KingSide),
        "its button is shown"
    );
    assert!(app.board_view().castle_preview.is_some());
    // Browsing the history hides the buttons (their pointerout may never come).
    assert!(app.key("ArrowLeft"));
    assert_eq!(app.castle_buttons(), [false, false]);
    app.end_hidden_preview();
    assert_eq!(app.preview, None);
    // Back at the live position the button shows again, without the old preview.
    assert!(app.key("End"));
    assert_eq!(app.castle_buttons(), [true, false]);
    assert_eq!(app.board_view().castle_preview, None);
}

#[test]
fn a_module_that_cannot_be_loaded_is_said_and_the_board_stays_playable() {
    // A link's PGN waits for `extras/`; its stand-in position is not playable meanwhile.
    let mut app = boot("pgn=1.%20e4%20e5", None, Lang::En);
    assert!(app.opening_link && !app.can_move());
    app.module_failed(Module::Extras);
    assert!(
        !app.opening_link && app.can_move(),
        "the stand-in becomes the game"
    );
    let notice = app.notice.clone().expect("said");
    assert!(notice.error);
    assert_eq!(notice.msg, Msg::ExtrasFailed);
    // Without `messages/` the computer cannot play: it stops thinking and says so.
    let mut app = boot("computer=white", None, Lang::En);
    app.think_if_needed();
    assert!(app.thinking.is_some(), "the computer (White) is to move");
    app.module_failed(Module::Messages);
    assert_eq!(app.thinking, None);
    assert_eq!(
        app.notice.map(|n| (n.error, n.msg)),
        Some((true, Msg::ComputerFailed))
    );
    // The folders the page asks `boot.js` for.
    assert_eq!(Module::Extras.name(), protocol::modules::extras::MODULE);
    assert_eq!(Module::Messages.name(), protocol::modules::messages::MODULE);
}

#[test]
fn keys_on_a_board_cell() {
    let mut app = App::new(Lang::En, 518);
    assert_eq!(app.cursor, sq("e2"));
    assert!(app.cell_key(press("ArrowUp")));
    assert_eq!(app.cursor, sq("e3"));
    // Alt combinations are the browser's.
    let alt = KeyPress {
        alt: true,
        ..press("ArrowUp")
    };
    assert!(!app.cell_key(alt));
    assert_eq!(app.cursor, sq("e3"));
    // A held Enter or Space does not repeat a move; a held arrow moves on.
    app.cursor = sq("e2");
    for key in ["Enter", " "] {
        let held = KeyPress {
            repeat: true,
            ..press(key)
        };
        assert!(!app.cell_key(held), "{key:?}");
        assert_eq!(app.selected, None);
    }
    let held = KeyPress {
        repeat: true,
        ..press("ArrowRight")
    };
    assert!(app.cell_key(held));
    assert_eq!(app.cursor, sq("f2"));
    assert!(app.cell_key(press("Enter")));
    assert_eq!(app.selected, Some(sq("f2")));
}

#[test]
fn keys_on_the_page() {
    let mut app = App::new(Lang::En, 518);
    app.try_move(sq("e2"), sq("e4"));
    // No question open: Tab moves on as the browser does.
    assert_eq!(app.page_key("Tab", KeyAt::Page), KeyAnswer::Pass);
    // A question is modal: Tab goes round its two answers.
    app.ask = Some(Ask::Draw);
    assert_eq!(
        app.page_key("Tab", KeyAt::Page),
        KeyAnswer::FocusAnswer(true)
    );
    assert_eq!(
        app.page_key("Tab", KeyAt::AskYes),
        KeyAnswer::FocusAnswer(false)
    );
    // Escape closes it, from a field too, and gives the focus back.
    assert_eq!(app.page_key("Escape", KeyAt::Field), KeyAnswer::Done(true));
    assert!(app.ask.is_none());
    assert!(app.effects.contains(&Effect::FocusOpener));
    // Arrows browse the history, but not while typing: the field keeps its keys.
    assert_eq!(app.page_key("ArrowLeft", KeyAt::Field), KeyAnswer::Pass);
    assert_eq!(
        app.page_key("ArrowLeft", KeyAt::MoveEntry("e")),
        KeyAnswer::Pass
    );
    assert_eq!(app.view, None);
    assert_eq!(
        app.page_key("ArrowLeft", KeyAt::Page),
        KeyAnswer::Done(true)
    );
    assert_eq!(app.view, Some(0));
    assert_eq!(app.page_key("x", KeyAt::Page), KeyAnswer::Pass);
    assert_eq!(app.page_key("End", KeyAt::Page), KeyAnswer::Done(true));
    // Enter in the move field plays what it holds (read by the second module).
    app.effects.clear();
    assert_eq!(
        app.page_key("Enter", KeyAt::MoveEntry("  ")),
        KeyAnswer::Done(false)
    );
    assert!(app.effects.is_empty(), "nothing typed, nothing read");
    assert_eq!(
        app.page_key("Enter", KeyAt::MoveEntry("e5")),
        KeyAnswer::Done(false)
    );
    assert!(matches!(&app.effects[..], [Effect::ReadMove { text, .. }] if text == "e5"));
    // Enter elsewhere is not the state's (a button's own click does it).
    assert_eq!(app.page_key("Enter", KeyAt::Page), KeyAnswer::Pass);
}

#[test]
fn a_focused_cell_becomes_the_keyboards_square() {
    let mut app = App::new(Lang::En, 518);
    // Cells in screen order: 0 is the top-left one.
    assert!(app.focus_cell(0));
    assert_eq!(app.cursor, sq("a8"));
    assert!(!app.focus_cell(0), "the same square again changes nothing");
    assert!(app.focus_cell(63));
    assert_eq!(app.cursor, sq("h1"));
    assert!(!app.focus_cell(64), "no such cell");
    assert_eq!(app.cursor, sq("h1"));
    // Black at the bottom: the top-left cell shows h1, which is the cursor already.
    app.flipped = true;
    assert!(!app.focus_cell(0));
    assert_eq!(app.cursor, sq("h1"));
    assert!(app.focus_cell(9));
    assert_eq!(app.cursor, sq("g2"));
    // The cursor's cell is the focused one, for every cell in both orientations, and the
    // cell labels name the same squares.
    for flipped in [false, true] {
        app.flipped = flipped;
        let labels = app.cell_labels();
        for (cell, (square, _)) in labels.iter().enumerate() {
            app.focus_cell(cell);
            assert_eq!(app.cursor_cell(), cell);
            assert_eq!(*square, app.cursor);
        }
    }
}

#[test]
fn controls_shown() {
    let shown = |q: &str| Params::from_address(&Address::read(q, "")).shown_controls();
    assert_eq!(shown(""), Controls::Full);
    assert_eq!(shown("embed=1"), Controls::Minimal, "a frame is small");
    assert_eq!(shown("embed=1&controls=none"), Controls::None);
    assert_eq!(shown("embed=1&controls=full"), Controls::Full);
    assert_eq!(shown("controls=minimal"), Controls::Minimal);
    assert_eq!(shown("controls=bad"), Controls::Full);
}

/// "Resume that game" and "Play here" agree: the game changes, the language this tab shows
/// stays (whether the browser, the saved game or the address chose it).
#[test]
fn both_ways_to_swap_in_a_saved_game_keep_this_tabs_language() {
    let other_tab = saved_game(Lang::Da, 7, &[("e2", "e4")]);
    // This tab shows its browser's language; the other tab saved the game in Danish.
    for keep_other in [true, false] {
        let mut here = boot("sp=100", None, Lang::Fr);
        assert_eq!(here.lang, Lang::Fr);
        assert!(here.swap_in_saved(Some(&other_tab), keep_other));
        assert_eq!((here.sp, here.game.ply()), (Some(7), 1), "the other game");
        assert_eq!(here.lang, Lang::Fr, "keep_other {keep_other}");
    }
    // The address chose the language: it stays, over the saved game's.
    let mut here = boot("sp=100&lang=nl", None, Lang::Fr);
    assert!(here.swap_in_saved(Some(&other_tab), false));
    assert_eq!(here.lang, Lang::Nl);
    // A restored game's language is the one this tab shows: it stays too.
    let mine = saved_game(Lang::En, 3, &[]);
    let mut here = boot("", Some(&mine), Lang::Fr);
    assert_eq!(here.lang, Lang::En);
    assert!(here.swap_in_saved(Some(&other_tab), true));
    assert_eq!(here.lang, Lang::En);
    // Nothing there, or damaged: nothing changes.
    let before = here.clone();
    assert!(!here.swap_in_saved(None, true));
    assert!(!here.swap_in_saved(Some("not a saved game"), false));
    assert_eq!(here.game.ply(), before.game.ply());
    assert_eq!((here.sp, here.lang), (before.sp, before.lang));
}

/// "Resume that game" keeps the game it leaves (when unfinished) to come back to; "Play
/// here" does not (the other tab's game is the same game).
#[test]
fn resuming_keeps_the_game_it_leaves_and_playing_here_does_not() {
    let previous = saved_game(Lang::Da, 7, &[("e2", "e4")]);
    let mut link_game = boot("sp=100", None, Lang::En);
    link_game.new_game(NewGame::Number(100)).unwrap();
    assert!(link_game.try_move(sq("d2"), sq("d4")));
    let mut resumed = link_game.clone();
    assert!(resumed.swap_in_saved(Some(&previous), true));
    assert!(resumed.previous_kept);
    let mut taken_over = link_game;
    assert!(taken_over.swap_in_saved(Some(&previous), false));
    assert!(!taken_over.previous_kept);
}
