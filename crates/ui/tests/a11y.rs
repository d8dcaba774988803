//! The board without a mouse: the grid cursor, Enter/Space, reading keys, the move field and
//! what the live region says (issue 9), tested on the state record.

use rules::fen::to_fen;
use ui::i18n::Lang;
use ui::message::Detail;
use ui::notation::EntryError;
use ui::state::{App, Effect};

mod common;
use common::*;

fn keys(app: &mut App, list: &[&str]) {
    for k in list {
        assert!(app.board_key(k, false), "{k} is a board key");
    }
}

/// Enter in the move field, then the page's second module's answer as the page passes it on
/// (the SAN reader is in that module: `read_move` in crates/extras).
fn typed(app: &mut App, text: &str) -> bool {
    let mut changed = app.enter_move(text);
    let reads: Vec<(String, String)> = app
        .effects
        .iter()
        .filter_map(|e| match e {
            Effect::ReadMove { fen, text } => Some((fen.clone(), text.clone())),
            _ => None,
        })
        .collect();
    app.effects
        .retain(|e| !matches!(e, Effect::ReadMove { .. }));
    for (fen, text) in reads {
        let answer = ui::notation::read_typed(app.lang, &fen, &text);
        let line = ui::notation::typed_answer_text(&answer);
        changed |= app.move_read(&fen, &text, ui::notation::typed_answer_from_text(&line));
    }
    changed
}
#[test]
fn arrows_follow_the_board_orientation() {
    let mut app = App::new(Lang::En, 518);
    app.cursor = sq("e2");
    keys(&mut app, &["ArrowUp", "ArrowRight"]);
    assert_eq!(app.cursor, sq("f3"));
    assert!(
        app.effects.contains(&Effect::FocusBoard),
        "focus follows the cursor"
    );
    app.flip();
    keys(&mut app, &["ArrowUp", "ArrowRight"]);
    assert_eq!(
        app.cursor,
        sq("e2"),
        "flipped: up is towards rank 1, right towards file a"
    );
    keys(&mut app, &["Home"]);
    assert_eq!(
        app.cursor,
        sq("h2"),
        "flipped: the row starts at the h-file"
    );
    keys(&mut app, &["PageUp"]);
    assert_eq!(app.cursor, sq("h1"));
    app.flip();
    keys(&mut app, &["End", "PageUp"]);
    assert_eq!(app.cursor, sq("h8"));
    assert!(app.board_key("Home", true));
    assert_eq!(app.cursor, sq("a8"), "Ctrl+Home: the top-left cell");
    assert!(app.board_key("End", true));
    assert_eq!(app.cursor, sq("h1"));
    // At the edge the cursor stays.
    keys(&mut app, &["ArrowDown", "ArrowRight"]);
    assert_eq!(app.cursor, sq("h1"));
    assert!(!app.board_key("x", false), "not a board key");
}

#[test]
fn enter_and_space_play_a_move_and_say_it() {
    let mut app = App::new(Lang::Nl, 518);
    app.cursor = sq("g1");
    keys(&mut app, &["Enter"]);
    assert_eq!(app.selected, Some(sq("g1")));
    assert_eq!(app.announce, "wit paard g1 gekozen, kan naar f3, h3");
    keys(&mut app, &["ArrowUp", "ArrowUp", "ArrowLeft", " "]);
    assert_eq!(app.game.sans(), ["Nf3"]);
    assert_eq!(app.announce, "Wit: paard g1 naar f3");
    // Escape drops a selection.
    app.cursor = sq("b8");
    keys(&mut app, &["Enter", "Escape"]);
    assert_eq!(app.selected, None);
}

#[test]
fn the_grid_names_every_square_in_screen_order() {
    let app = App::new(Lang::Fr, 518);
    let cells = app.cell_labels();
    assert_eq!(cells.len(), 64);
    assert_eq!(cells[0], (sq("a8"), "a8, tour noire".to_string()));
    assert_eq!(cells[63].1, "h1, tour blanche");
    assert_eq!(cells[36].1, "e4, vide");
    let mut app = App::new(Lang::Da, 518);
    app.flip();
    assert_eq!(app.cell_labels()[0].1, "h1, hvidt tårn");
    app.flipped = false;
    app.pointer_down(Some(sq("e2")), 0.0, 0.0);
    app.pointer_up(Some(sq("e2")));
    let cells = app.cell_labels();
    let e4 = cells.iter().find(|c| c.0 == sq("e4")).unwrap();
    assert_eq!(e4.1, "e4, tom, muligt træk");
    let e2 = cells.iter().find(|c| c.0 == sq("e2")).unwrap();
    assert_eq!(e2.1, "e2, hvid bonde, valgt");
}

#[test]
fn promotion_by_keyboard_says_the_choices_and_focus_follows() {
    let mut app = app_fen_in(Lang::En, "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    app.cursor = sq("b7");
    keys(&mut app, &["Enter", "ArrowUp", "Enter"]);
    assert!(app.promotion.is_some());
    assert_eq!(
        app.announce,
        "Promotion: queen b8, knight b7, rook b6, bishop b5"
    );
    let b7 = app
        .cell_labels()
        .into_iter()
        .find(|c| c.0 == sq("b7"))
        .unwrap();
    assert_eq!(b7.1, "b7, Promotion: knight");
    app.effects.clear();
    keys(&mut app, &["ArrowDown", "Enter"]);
    assert_eq!(app.game.sans(), ["b8=N"]);
    assert_eq!(app.cursor, sq("b8"));
    assert!(
        app.effects.contains(&Effect::FocusBoard),
        "focus goes to the new cursor cell"
    );
}

#[test]
fn reading_keys_say_the_position() {
    let mut app = App::new(Lang::En, 518);
    keys(&mut app, &["b"]);
    assert!(
        app.announce.starts_with("Black: king e8, queen d8"),
        "{}",
        app.announce
    );
    app.cursor = sq("c7");
    keys(&mut app, &["r"]);
    assert!(
        app.announce.starts_with("rank 7: a7 black pawn"),
        "{}",
        app.announce
    );
    keys(&mut app, &["f"]);
    assert!(
        app.announce.starts_with("file c: c1 white bishop"),
        "{}",
        app.announce
    );
    keys(&mut app, &["l"]);
    assert_eq!(app.announce, "White to move", "no move yet");
    keys(&mut app, &["t"]);
    assert_eq!(app.announce, "No clock");
    app.set_time_control(Some((5, 0)));
    keys(&mut app, &["t"]);
    assert_eq!(app.announce, "White 5:00, Black 5:00");
    keys(&mut app, &["c"]);
    assert!(app.effects.contains(&Effect::FocusCastle));
    keys(&mut app, &["m"]);
    assert!(app.effects.contains(&Effect::FocusMoveEntry));
    // The same reading twice is said twice.
    let seq = app.announce_seq;
    keys(&mut app, &["s", "s"]);
    assert_eq!(app.announce_seq, seq + 2);
}

#[test]
fn typed_moves_in_each_language_and_castling_like_the_button() {
    for (lang, knight) in [
        (Lang::En, "Nf3"),
        (Lang::Nl, "Pf3"),
        (Lang::Fr, "Cf3"),
        (Lang::Da, "Sf3"),
    ] {
        let mut app = App::new(lang, 518);
        assert!(typed(&mut app, knight));
        assert_eq!(app.game.sans(), ["Nf3"], "{lang:?}");
        assert!(app.effects.contains(&Effect::ClearMoveEntry));
        typed(&mut app, "e7e5");
        assert_eq!(app.game.sans(), ["Nf3", "e5"]);
        assert_eq!(
            app.move_rows()[0].1.as_ref().unwrap().1,
            knight,
            "the list in the same letters"
        );
    }
    let mut app = app_fen_in(Lang::En, "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    assert!(typed(&mut app, "0-0"));
    assert_eq!(
        to_fen(app.game.position()),
        "4k3/8/8/8/8/8/8/5RK1 b - - 1 1"
    );
    assert_eq!(app.announce, "White castles O-O: king g1, rook f1");
    // Errors are said in the interface language and change nothing.
    let mut app = App::new(Lang::Fr, 518);
    assert!(typed(&mut app, "Cd4"));
    assert_eq!(app.game.ply(), 0);
    // At once a short text; the full sentence comes from the page's second module, which
    // reads the move again in the position the message names.
    let text = app.panel().notice.unwrap().1;
    assert_eq!(
        text,
        "\u{201c}Cd4\u{201d}: ce coup n'est pas possible maintenant"
    );
    let msg = app.notice.as_ref().unwrap().msg.clone();
    let Some(Detail::Move(fen, said)) = msg.detail() else {
        panic!("{msg:?}")
    };
    // (The module's sentence for it: crates/extras/tests/sentences.rs.)
    assert_eq!(said, "Cd4");
    let pos = rules::fen::parse_position(&fen).unwrap();
    assert_eq!(
        to_fen(&pos),
        to_fen(App::new(Lang::Fr, 518).game.position())
    );
    assert!(matches!(
        ui::notation::read_move(Lang::Fr, &pos, &said),
        Err(EntryError::San(_))
    ));
    assert!(typed(&mut app, "bonjour"));
    assert!(app.panel().notice.unwrap().1.contains("bonjour"));
    // Commands read the position from the move field.
    assert!(typed(&mut app, "/w"));
    assert!(
        app.announce.starts_with("Blancs: roi e1"),
        "{}",
        app.announce
    );
}

#[test]
fn a_typed_move_waits_for_its_reading_and_is_dropped_if_the_game_moved_on() {
    let mut app = App::new(Lang::En, 518);
    assert!(!app.enter_move("e4"), "nothing changes before the answer");
    assert_eq!(app.game.ply(), 0);
    let Some(Effect::ReadMove { fen, text }) = app.effects.pop() else {
        panic!("{:?}", app.effects)
    };
    assert_eq!(text, "e4");
    let answer = ui::notation::read_typed(Lang::En, &fen, &text);
    assert_eq!(answer.as_deref(), Ok("e2e4"));
    // A move made on the board before the answer came: the answer is for another position.
    assert!(typed(&mut app, "d4"));
    assert!(!app.move_read(&fen, &text, answer.clone()));
    assert_eq!(app.game.sans(), ["d4"]);
    // Looking back through the moves, or a game that ended, drops it too.
    let mut app = App::new(Lang::En, 518);
    app.enter_move("e4");
    app.effects.clear();
    app.resign(rules::Color::White);
    assert!(!app.move_read(&fen, "e4", answer));
    assert_eq!(app.game.ply(), 0);
    // A garbled answer is an error said, not a move.
    let mut app = App::new(Lang::En, 518);
    app.enter_move("e4");
    let bad = ui::notation::typed_answer_from_text("ok zz99");
    assert!(app.move_read(&fen, "e4", bad));
    assert_eq!(app.game.ply(), 0);
    assert!(app.notice.as_ref().is_some_and(|n| n.error));
}

#[test]
fn takeback_results_and_flag_falls_are_said() {
    let mut app = App::new(Lang::En, 518);
    for m in ["f3", "e5", "g4"] {
        typed(&mut app, m);
    }
    typed(&mut app, "Qh4");
    assert_eq!(
        app.announce,
        "Black: queen d8 to h4, checkmate. 0-1 Black wins by checkmate"
    );
    app.takeback();
    assert_eq!(app.announce, "Move taken back. Black to move");
    app.set_time_control(Some((1, 0)));
    let mut app = App::new(Lang::Nl, 518);
    app.set_time_control(Some((1, 0)));
    app.now = 1.0e12;
    app.toggle_clock();
    assert!(app.tick(1.0e12 + 61_000.0));
    assert_eq!(app.announce, "0-1 Zwart wint door tijdoverschrijding");
}
