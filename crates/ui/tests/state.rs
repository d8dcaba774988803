//! What clicks, drags and buttons do, tested natively on the page's state record.

use rules::fen::{parse_position, to_fen};
use rules::{CastlingSide, Color, Role};
use ui::i18n::Lang;
use ui::persist;
use ui::state::{App, NewGame};

mod common;
use common::*;

#[test]
fn click_click_moves_and_highlights() {
    let mut app = App::new(Lang::En, 518);
    click(&mut app, "e2");
    assert_eq!(app.selected, Some(sq("e2")));
    let view = app.board_view();
    assert_eq!(view.selected, Some(sq("e2")));
    let mut d = view.destinations.clone();
    d.sort();
    assert_eq!(d, vec![sq("e3"), sq("e4")]);
    click(&mut app, "e4");
    assert_eq!(app.game.ply(), 1);
    assert_eq!(app.board_view().last_move, Some((sq("e2"), sq("e4"))));
    assert_eq!(app.selected, None);
}

#[test]
fn clicking_an_opponent_piece_or_empty_square_selects_nothing() {
    let mut app = App::new(Lang::En, 518);
    click(&mut app, "e7");
    assert_eq!(app.selected, None);
    click(&mut app, "e4");
    assert_eq!(app.selected, None);
    click(&mut app, "g1");
    click(&mut app, "g1");
    assert_eq!(app.selected, None, "second click deselects");
}

#[test]
fn drag_and_drop_and_illegal_drop() {
    let mut app = App::new(Lang::En, 518);
    app.pointer_down(Some(sq("g1")), 10.0, 10.0);
    app.pointer_move(40.0, 60.0);
    let v = app.board_view();
    let d = v.drag.expect("dragged piece drawn");
    assert_eq!((d.x, d.y, d.from), (40.0, 60.0, sq("g1")));
    app.pointer_up(Some(sq("g4")));
    assert_eq!(app.game.ply(), 0, "illegal drop changes nothing");
    assert_eq!(
        to_fen(app.game.position()),
        to_fen(&rules::Position::classical())
    );
    drag(&mut app, "g1", "f3");
    assert_eq!(app.game.sans(), ["Nf3"]);
    // Dropped off the board: back where it was.
    app.pointer_down(Some(sq("e7")), 0.0, 0.0);
    app.pointer_move(99.0, 99.0);
    app.pointer_up(None);
    assert_eq!(app.game.ply(), 1);
}

#[test]
fn check_is_highlighted() {
    let mut app = app_fen("4k3/8/8/8/8/8/4q3/4K3 w - - 0 1");
    assert_eq!(app.board_view().check, Some(sq("e1")));
    click(&mut app, "e1");
    click(&mut app, "e2");
    assert_eq!(app.board_view().check, None);
}

#[test]
fn castling_buttons_appear_exactly_when_legal() {
    // SP 0 at the start: neither castling is possible.
    let app = App::new(Lang::En, 0);
    assert_eq!(app.castle_buttons(), [false, false]);
    // King b1 between rooks a1 and c1: O-O legal, O-O-O blocked by the other rook.
    let app = app_fen("rkr5/pppppppp/8/8/8/8/PPPPPPPP/RKR5 w ACac - 0 1");
    assert_eq!(app.castle_buttons(), [true, false]);
    // Black to move sees Black's castling.
    let app = app_fen("r3k2r/8/8/8/8/8/8/4K3 b kq - 0 1");
    assert_eq!(app.castle_buttons(), [true, true]);
    // Attacked king path: no button.
    let app = app_fen("4k3/8/8/8/6b1/8/8/R3K3 w Q - 0 1");
    assert_eq!(app.castle_buttons(), [false, false]);
}

#[test]
fn castling_button_and_preview() {
    let mut app = app_fen("4k3/8/8/8/8/8/8/5KR1 w K - 0 1");
    app.preview = Some(CastlingSide::KingSide);
    let p = app.board_view().castle_preview.expect("preview");
    assert_eq!(
        (p.king_to, p.rook_to, p.color),
        (sq("g1"), sq("f1"), Color::White)
    );
    assert!(app.castle(CastlingSide::KingSide));
    assert_eq!(app.game.sans(), ["O-O"]);
    assert_eq!(
        to_fen(app.game.position()),
        "4k3/8/8/8/8/8/8/5RK1 b - - 1 1",
        "king and rook swapped squares"
    );
    assert_eq!(app.castle_buttons(), [false, false]);
    assert!(!app.castle(CastlingSide::KingSide));
}

#[test]
fn king_moves_never_castle() {
    // Classical castling set-up: the king's destinations are f1 and d1 only... and the
    // king dragged to g1 or onto its own rook does nothing.
    let mut app = app_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    click(&mut app, "e1");
    let mut d = app.board_view().destinations;
    d.sort();
    assert_eq!(d, vec![sq("d1"), sq("f1"), sq("d2"), sq("e2"), sq("f2")]);
    drag(&mut app, "e1", "g1");
    drag(&mut app, "e1", "h1");
    assert_eq!(app.game.ply(), 0);
    // King on f1, rook h1: dragging the king two squares... to h1 is not a move, g1 is a king move.
    let mut app = app_fen("4k3/8/8/8/8/8/8/5K1R w K - 0 1");
    drag(&mut app, "f1", "g1");
    assert_eq!(app.game.sans(), ["Kg1"]);
    assert_eq!(to_fen(app.game.position()), "4k3/8/8/8/8/8/8/6KR b - - 1 1");
}

#[test]
fn promotion_picker() {
    let mut app = app_fen("8/1P2k3/8/8/8/8/8/4K3 w - - 0 1");
    drag(&mut app, "b7", "b8");
    assert_eq!(app.promotion, Some((sq("b7"), sq("b8"))));
    assert_eq!(app.game.ply(), 0);
    assert!(!app.can_move());
    assert!(app.choose_promotion(Role::Knight));
    assert_eq!(app.game.sans(), ["b8=N"]);
    // Cancelling leaves the pawn.
    let mut app = app_fen("8/1P2k3/8/8/8/8/8/4K3 w - - 0 1");
    click(&mut app, "b7");
    click(&mut app, "b8");
    assert!(app.promotion.is_some());
    app.cancel_promotion();
    assert_eq!(app.game.ply(), 0);
    assert!(app.can_move());
}

#[test]
fn takeback_history_and_hot_seat() {
    let mut app = App::new(Lang::En, 518);
    app.set_hot_seat(true);
    drag(&mut app, "e2", "e4");
    assert!(app.flipped, "board turns to Black");
    drag(&mut app, "e7", "e5");
    assert!(!app.flipped);
    drag(&mut app, "g1", "f3");
    app.view_ply(1);
    assert_eq!(app.board_view().board.piece_at(sq("e5")), None);
    assert!(!app.can_move(), "no moves while viewing history");
    click(&mut app, "b8");
    assert_eq!(app.game.ply(), 3);
    app.step(-5);
    assert_eq!(app.shown_ply(), 0);
    app.step(10);
    assert_eq!(app.view, None, "back to the live position");
    assert!(app.takeback());
    assert_eq!(app.game.ply(), 2);
    assert!(!app.flipped, "White to move again at the bottom");
    let rows = app.move_rows();
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0].0, 1);
}

#[test]
fn resign_and_draw_claims_end_the_game_and_takeback_reopens() {
    let mut app = App::new(Lang::Nl, 518);
    app.resign(Color::White);
    assert!(app.game.is_over());
    assert!(
        app.status().starts_with("0-1 Zwart wint"),
        "{}",
        app.status()
    );
    click(&mut app, "e2");
    assert_eq!(app.selected, None);
    assert!(app.takeback());
    assert!(!app.game.is_over());
    // Threefold by knight shuffles.
    for _ in 0..2 {
        drag(&mut app, "g1", "f3");
        drag(&mut app, "g8", "f6");
        drag(&mut app, "f3", "g1");
        drag(&mut app, "f6", "g8");
    }
    assert!(app.game.can_claim_threefold());
    assert!(app.claim_draw());
    assert!(app.status().contains("Remise"));
}

#[test]
fn checkmate_ends_the_game() {
    let mut app = App::new(Lang::En, 518);
    for (f, t) in [("f2", "f3"), ("e7", "e5"), ("g2", "g4"), ("d8", "h4")] {
        drag(&mut app, f, t);
    }
    assert!(app.game.is_over());
    assert_eq!(app.status(), "0-1 Black wins by checkmate");
    assert_eq!(app.castle_buttons(), [false, false]);
}

#[test]
fn bad_new_game_input_changes_nothing() {
    let mut app = App::new(Lang::En, 100);
    drag(&mut app, "e2", "e4");
    assert!(app.new_game(NewGame::Fen("not a fen".into())).is_err());
    assert!(app.new_game(NewGame::Number(961)).is_err());
    assert_eq!(app.game.ply(), 1);
    assert!(app.notice.as_ref().is_some_and(|n| n.error));
    app.exclude_518 = true;
    app.new_game(NewGame::Random(518)).unwrap();
    assert_ne!(app.sp, Some(518));
    app.new_game(NewGame::Number(960)).unwrap();
    assert_eq!(app.sp, Some(0));
}

#[test]
fn persistence_round_trip_and_corrupt_data() {
    let mut app = app_fen("rkr5/pppppppp/8/8/8/8/PPPPPPPP/RKR5 w ACac - 0 1");
    app.castle(CastlingSide::KingSide);
    drag(&mut app, "e7", "e5");
    app.set_tag("White", "Anna <script>");
    app.flip();
    app.resign(Color::Black);
    let text = persist::encode(&app.to_saved());
    let back = App::from_saved(&persist::decode(&text).unwrap(), Lang::Fr).unwrap();
    assert_eq!(to_fen(back.game.position()), to_fen(app.game.position()));
    assert_eq!(back.game.sans(), app.game.sans());
    assert_eq!(back.game.outcome(), app.game.outcome());
    assert_eq!(back.tag("White"), "Anna <script>");
    assert!(back.flipped);
    assert_eq!(back.lang, Lang::En);
    // An illegal move in the saved moves is an error, not a half-restored game.
    let mut saved = app.to_saved();
    saved.moves.push("a1a8".into());
    assert!(App::from_saved(&saved, Lang::En).is_err());
    saved.start_fen = "garbage".into();
    assert!(App::from_saved(&saved, Lang::En).is_err());
    assert!(parse_position(&app.to_saved().start_fen).is_ok());
}

#[test]
fn pgn_export_and_import() {
    let mut app = app_fen("rkr5/pppppppp/8/8/8/8/PPPPPPPP/RKR5 w ACac - 0 1");
    app.set_tag("White", "Anna \"A\" <b>");
    app.castle(CastlingSide::KingSide);
    drag(&mut app, "a7", "a5");
    let pgn = app.pgn_text();
    assert!(pgn.contains("[Variant \"Chess960\"]"), "{pgn}");
    assert!(pgn.contains("[SetUp \"1\"]"));
    assert!(pgn.contains("[White \"Anna \\\"A\\\" <b>\"]"), "{pgn}");
    assert!(pgn.contains("1. O-O a5 *"), "{pgn}");
    let mut other = App::new(Lang::En, 7);
    other.import_text(&pgn).unwrap();
    assert_eq!(other.game.sans(), ["O-O", "a5"]);
    assert_eq!(other.tag("White"), "Anna \"A\" <b>");
    assert!(other.can_move(), "continues from the last position");
    // FEN import.
    other
        .import_text("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1")
        .unwrap();
    assert_eq!(other.sp, Some(0));
}

#[test]
fn bad_import_keeps_the_game() {
    let mut app = App::new(Lang::En, 518);
    drag(&mut app, "e2", "e4");
    for bad in [
        "",
        "1. e4 e5 2. Ke3 Ke6 3. Qh9 *",
        "[Event \"x\"]\n\n1. e5 *",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1",
        "\u{0}\u{1}garbage",
    ] {
        let err = app.import_text(bad);
        assert!(err.is_err(), "{bad:?}");
        assert_eq!(app.game.sans(), ["e4"]);
    }
    let err = app
        .import_text("[Event \"x\"]\n\n1. e4 e5 2. Nf9 *")
        .unwrap_err();
    // The error names the line (the page's second module says it in words:
    // crates/extras/tests/sentences.rs).
    let ui::state::new_game::ImportError::Pgn(e) = err else {
        panic!("{err:?}")
    };
    assert_eq!(e.line, Some(3), "{e:?}");
}

const T0: f64 = 1_800_000_000_000.0;

#[test]
fn clock_runs_for_the_side_to_move_and_castling_adds_the_increment() {
    let mut app = app_fen("4k3/8/8/8/8/8/8/5KR1 w K - 0 1");
    app.set_time_control(Some((3, 2)));
    app.now = T0;
    app.toggle_clock(); // the arbiter starts White's clock
    app.now = T0 + 5_000.0;
    assert!(app.castle(CastlingSide::KingSide));
    let c = app.clock.as_ref().unwrap();
    assert_eq!(c.remaining(Color::White, T0 + 5_000.0), 177_000);
    assert_eq!(c.ticking(), Some(Color::Black));
    assert_eq!(c.remaining(Color::Black, T0 + 8_000.0), 177_000);
    let pgn = app.pgn_text();
    assert!(pgn.contains("[TimeControl \"180+2\"]"), "{pgn}");
    assert!(pgn.contains("1. O-O {[%clk 0:02:57]}"), "{pgn}");
}

#[test]
fn flag_fall_loses_and_no_move_is_accepted_after() {
    let mut app = App::new(Lang::En, 518);
    app.set_time_control(Some((1, 0)));
    app.now = T0;
    drag(&mut app, "e2", "e4");
    app.now = T0 + 1_000.0;
    drag(&mut app, "e7", "e5");
    assert!(!app.tick(T0 + 60_000.0));
    assert!(app.tick(T0 + 61_001.0), "White's flag falls");
    assert_eq!(app.status(), "0-1 Black wins on time");
    drag(&mut app, "g1", "f3");
    assert_eq!(app.game.ply(), 2);
    // A move made after the flag fell but before the tick noticed it is refused too.
    let mut app = App::new(Lang::En, 518);
    app.set_time_control(Some((1, 0)));
    app.now = T0;
    drag(&mut app, "e2", "e4");
    app.now = T0 + 70_000.0;
    drag(&mut app, "e7", "e5");
    assert_eq!(app.game.ply(), 1);
    assert!(app.status().starts_with("1-0"), "{}", app.status());
}

#[test]
fn flag_fall_is_a_draw_when_the_opponent_cannot_mate() {
    let mut app = app_fen("4k3/8/8/8/8/8/4P3/4KN2 b - - 0 1");
    app.set_time_control(Some((1, 0)));
    app.now = T0;
    app.toggle_clock();
    assert!(app.tick(T0 + 60_000.0));
    assert!(
        app.status().starts_with("1-0"),
        "White has a knight and a pawn: {}",
        app.status()
    );
    // (With a black rook White could still mate with help, FIDE 6.9; with a queen it cannot.)
    let mut app = app_fen("q3k3/8/8/8/8/8/8/4KN2 b - - 0 1");
    app.set_time_control(Some((1, 0)));
    app.now = T0;
    app.toggle_clock();
    assert!(app.tick(T0 + 60_000.0));
    assert!(app.status().starts_with("1/2-1/2 Draw"), "{}", app.status());
}

#[test]
fn pause_takeback_and_reload_keep_the_clock_right() {
    let mut app = App::new(Lang::En, 518);
    app.set_time_control(Some((10, 5)));
    app.now = T0;
    drag(&mut app, "e2", "e4");
    app.now = T0 + 20_000.0;
    drag(&mut app, "e7", "e5");
    let black_after = app.clock.as_ref().unwrap().remaining(Color::Black, app.now);
    assert_eq!(black_after, 585_000);
    app.now = T0 + 30_000.0;
    drag(&mut app, "g1", "f3");
    app.now = T0 + 40_000.0;
    assert!(app.takeback());
    let c = app.clock.as_ref().unwrap();
    assert_eq!(c.remaining(Color::Black, T0 + 40_000.0), 585_000);
    assert_eq!(c.remaining(Color::White, T0 + 40_000.0), 605_000);
    assert_eq!(c.ticking(), Some(Color::White));
    app.toggle_clock();
    assert!(app.clock.as_ref().unwrap().is_paused());
    app.toggle_clock();
    // Saved and reopened 15 s later: White's running clock lost those 15 s.
    let text = persist::encode(&app.to_saved());
    let back = App::from_saved(&persist::decode(&text).unwrap(), Lang::En).unwrap();
    assert_eq!(back.tc, Some((10, 5)));
    let c = back.clock.as_ref().unwrap();
    assert_eq!(c.remaining(Color::White, T0 + 55_000.0), 590_000);
}
