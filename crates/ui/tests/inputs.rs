//! Every input does what the player means (issue 8): each numbered case as a test of the
//! state transition, without a browser.

use rules::fen::to_fen;
use rules::{CastlingSide, Color, Square};
use ui::address::{Address, Params};
use ui::i18n::Lang;
use ui::message::Msg;
use ui::persist;
use ui::state::saved::BootInput;
use ui::state::{App, Ask, Button, Effect, PointerKind, Press};

mod common;
use common::*;

const DOUBLE: Press = Press {
    clicks: 2,
    pointer: PointerKind::Mouse,
};

/// Both sides can castle O-O at once: the case where a double-click castled for both.
const BOTH_CAN_CASTLE: &str = "4k2r/5p2/8/8/8/8/5P2/4K2R w Kk - 0 1";

#[test]
fn item1_a_double_click_castles_once() {
    let mut app = app_fen(BOTH_CAN_CASTLE);
    let oo = Button::Castle(CastlingSide::KingSide);
    assert!(app.press(oo.clone(), Press::CLICK));
    assert!(
        !app.press(oo.clone(), DOUBLE),
        "second click of the double-click"
    );
    assert_eq!(app.game.sans(), ["O-O"]);
    assert!(
        app.effects.contains(&Effect::FocusBoard),
        "focus back to the board"
    );
    // A later, separate click is Black's own castling.
    assert!(app.press(oo, Press::CLICK));
    assert_eq!(app.game.sans(), ["O-O", "O-O"]);
}

#[test]
fn item1_keyboard_castling_moves_focus_to_the_board() {
    let mut app = app_fen(BOTH_CAN_CASTLE);
    app.press(Button::Castle(CastlingSide::KingSide), Press::KEY);
    assert_eq!(app.game.sans(), ["O-O"]);
    assert_eq!(app.effects, [Effect::FocusBoard]);
}

#[test]
fn item1_every_game_button_ignores_the_second_click_of_a_double_click() {
    let mut app = App::new(Lang::En, 518);
    drag(&mut app, "e2", "e4");
    drag(&mut app, "e7", "e5");
    for b in [
        Button::Takeback,
        Button::Resign(Color::White),
        Button::Draw,
        Button::Claim,
        Button::NewRandom,
        Button::Flip,
        Button::ClockToggle,
    ] {
        // A browser counts a double-click's clicks 1 and 2 on the same button: the first
        // acts, the second must not act again.
        app.press(b.clone(), Press::CLICK);
        let before = (app.game.ply(), app.ask.is_some(), app.flipped);
        assert!(!app.press(b.clone(), DOUBLE), "{b:?}");
        assert_eq!(
            (app.game.ply(), app.ask.is_some(), app.flipped),
            before,
            "{b:?}"
        );
    }
    // Browsing may be quick.
    let mut app = App::new(Lang::En, 518);
    drag(&mut app, "e2", "e4");
    drag(&mut app, "e7", "e5");
    assert!(app.press(Button::NavPrev, Press::CLICK));
    assert!(app.press(Button::NavPrev, DOUBLE));
    assert_eq!(app.view, Some(0));
}

/// Presses `b`; a PGN to import goes to the page's second module, whose reading is done
/// here as it does it (`extras::pgn_import`).
fn press_and_read(app: &mut App, b: &Button) {
    app.effects.clear();
    assert!(app.press(b.clone(), Press::CLICK));
    let pgn = app.effects.iter().find_map(|e| match e {
        Effect::ImportPgn(text) => Some(text.clone()),
        _ => None,
    });
    if let Some(text) = pgn {
        let mut reader = App::new(Lang::En, 518);
        reader.start(ui::state::new_game::prepare_import(&text).unwrap());
        let saved = persist::encode(&reader.to_saved());
        app.pgn_read(Ok(&saved));
    }
}

#[test]
fn item2_every_way_of_leaving_an_unfinished_game_asks() {
    let fen = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1";
    for b in [
        Button::NewRandom,
        Button::NewNumber("12".into()),
        Button::NewFen(fen.into()),
        Button::Import("1. e4 e5 *".into()),
        Button::Import(fen.into()),
    ] {
        let mut app = App::new(Lang::En, 518);
        drag(&mut app, "e2", "e4");
        press_and_read(&mut app, &b);
        assert!(matches!(app.ask, Some(Ask::Leave(_))), "{b:?} asks");
        assert_eq!(app.game.sans(), ["e4"], "{b:?}: nothing lost yet");
        assert!(app.effects.contains(&Effect::FocusAsk));
        app.press(Button::AskNo, Press::CLICK);
        assert_eq!(app.game.sans(), ["e4"], "{b:?}: No keeps the game");
        assert!(app.ask.is_none());
        press_and_read(&mut app, &b);
        app.press(Button::AskYes, Press::CLICK);
        assert_ne!(app.game.sans(), ["e4"], "{b:?}: Yes starts the new game");
    }
    // No question when nothing would be lost; a bad entry says why and asks nothing.
    let mut app = App::new(Lang::En, 518);
    app.press(Button::NewNumber("12".into()), Press::CLICK);
    assert!(app.ask.is_none());
    assert_eq!(app.sp, Some(12));
    drag(&mut app, "e2", "e4");
    app.press(Button::NewNumber("abc".into()), Press::CLICK);
    assert!(app.ask.is_none());
    assert!(matches!(&app.notice, Some(n) if n.error && matches!(n.msg, Msg::BadNumber(_))));
    app.press(Button::NewFen("nonsense".into()), Press::CLICK);
    assert!(app.ask.is_none());
    assert_eq!(app.game.ply(), 1);
}

#[test]
fn item3_an_invalid_custom_clock_keeps_the_previous_choice_and_says_why() {
    let mut app = App::new(Lang::Nl, 518);
    app.time_control_input("20+0", "", "");
    assert_eq!(app.tc, Some((20, 0)));
    // Switching the menu to Custom keeps the time control; the fields show it to edit.
    app.time_control_input("custom", "99", "99");
    assert_eq!(app.tc, Some((20, 0)));
    assert!(app.panel().tc_custom && !app.tc_invalid);
    for (min, inc) in [
        ("0", "0"),
        ("601", "0"),
        ("1.5", "0"),
        ("", "0"),
        ("5", "601"),
        ("5", "-1"),
    ] {
        app.time_control_input("custom", min, inc);
        assert_eq!(
            app.tc,
            Some((20, 0)),
            "{min}+{inc}: previous time control stays"
        );
        assert!(app.tc_invalid, "{min}+{inc}");
        let p = app.panel();
        assert!(p.tc_invalid && p.tc_custom);
        let (error, text) = p.notice.expect("a message");
        assert!(error && text.contains("600"), "{text}");
        assert!(app
            .clock
            .as_ref()
            .is_some_and(|c| c.initial_ms == 1_200_000));
    }
    app.time_control_input("custom", "7", "2");
    assert_eq!(app.tc, Some((7, 2)));
    assert!(!app.tc_invalid && app.notice.is_none());
    // After the first move: the clock of this game stays, and the player is told.
    drag(&mut app, "e2", "e4");
    app.time_control_input("3+2", "", "");
    assert_eq!(app.tc, Some((3, 2)));
    assert!(app.clock.as_ref().is_some_and(|c| c.initial_ms == 420_000));
    assert!(matches!(&app.notice, Some(n) if n.msg == Msg::TimeControlNextGame));
}

const T0: f64 = 1_800_000_000_000.0;

#[test]
fn item4_a_paused_clock_refuses_moves_and_adds_no_increment() {
    let mut app = App::new(Lang::En, 518);
    app.set_time_control(Some((5, 3)));
    app.now = T0;
    drag(&mut app, "e2", "e4");
    app.now = T0 + 1_000.0;
    app.toggle_clock();
    assert!(app.clock_paused());
    let black = app.clock.as_ref().unwrap().remaining(Color::Black, app.now);
    app.now = T0 + 60_000.0;
    drag(&mut app, "e7", "e5");
    assert_eq!(app.game.ply(), 1, "no move while paused");
    assert!(matches!(&app.notice, Some(n) if n.msg == Msg::ClockPaused));
    assert!(!app.castle(CastlingSide::KingSide));
    let c = app.clock.as_ref().unwrap();
    assert_eq!(
        c.remaining(Color::Black, app.now),
        black,
        "no increment, no time used"
    );
    app.toggle_clock();
    assert!(app.notice.is_none(), "resuming clears the message");
    app.now = T0 + 62_000.0;
    drag(&mut app, "e7", "e5");
    assert_eq!(app.game.ply(), 2);
    let c = app.clock.as_ref().unwrap();
    assert_eq!(c.remaining(Color::Black, app.now), black - 2_000 + 3_000);
}

#[test]
fn item5_move_numbers_saturate_at_the_top_of_the_range() {
    let mut app = app_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 4294967295");
    for (from, to) in [("g8", "f6"), ("g1", "f3"), ("b8", "c6"), ("f1", "c4")] {
        drag(&mut app, from, to);
    }
    assert_eq!(app.game.ply(), 4);
    let rows = app.move_rows();
    assert!(rows.iter().all(|r| r.0 == u32::MAX), "{rows:?}");
    assert!(!app.pgn_text().contains(" 0."), "{}", app.pgn_text());
    assert!(to_fen(app.game.position()).ends_with(" 4294967295"));
    assert!(app.status().contains("Black"), "{}", app.status());
    app.view_ply(1);
    assert!(app.status().contains("4294967295… Nf6"), "{}", app.status());
}

#[test]
fn item5_damaged_clock_numbers_do_not_overflow() {
    use ui::clock::Clock;
    let max = i64::MAX.to_string();
    let min = i64::MIN.to_string();
    for text in [
        format!("1200000 0 {max} {min} w 0 0 -"),
        format!("1200000 600000 {max} {max} b 0 {max} - {max},{min}"),
        format!("1200000 0 1 1 w 0 {min} -"),
    ] {
        if let Some(mut c) = Clock::decode(&text) {
            for now in [0.0, T0, f64::MAX, -1.0] {
                let _ = c.remaining(Color::White, now);
                let _ = c.remaining(Color::Black, now);
                c.on_move(Color::White, now);
                c.check_flag(now);
                c.takeback(Color::White, now);
            }
        }
    }
}

#[test]
fn item8_the_result_offers_new_game_and_rematch_and_can_be_closed() {
    let mut app = App::new(Lang::En, 300);
    let _ = app.tags.set("White", "Ann");
    let _ = app.tags.set("Black", "Bob");
    app.set_hot_seat(true);
    let start = to_fen(app.game.start());
    for (f, t) in [("f2", "f3"), ("e7", "e5"), ("g2", "g4")] {
        drag(&mut app, f, t);
    }
    // SP 300 may not allow the fool's mate; take a position where Black mates in one.
    let mut app2 = app_fen("6k1/8/8/8/8/8/3r1PPP/6K1 b - - 0 1");
    app2.set_hot_seat(true);
    assert!(app2.flipped, "Black to move at the bottom");
    drag(&mut app2, "d2", "d1");
    assert!(app2.game.is_over(), "{}", app2.status());
    assert!(app2.flipped, "the board does not turn to the mated side");
    let p = app2.panel();
    assert_eq!(p.result.as_deref(), Some("0-1 Black wins by checkmate"));
    app2.press(Button::CloseResult, Press::CLICK);
    assert_eq!(app2.panel().result, None, "closed");
    assert!(app2.status().starts_with("0-1"), "the status still says it");
    // Rematch: same start position, colours swapped, no question.
    let _ = app.tags.set("White", "Ann");
    app.resign(Color::White);
    assert!(app.press(Button::Rematch, Press::CLICK));
    assert!(app.ask.is_none());
    assert_eq!(to_fen(app.game.start()), start);
    assert_eq!(app.game.ply(), 0);
    assert_eq!((app.tag("White"), app.tag("Black")), ("Bob", "Ann"));
    // New game from the result box: another start, no question.
    app.resign(Color::Black);
    app.random = 12345;
    assert!(app.press(Button::ResultNewGame, Press::CLICK));
    assert!(app.ask.is_none() && app.game.ply() == 0 && !app.game.is_over());
}

#[test]
fn item8_rematch_turns_the_board_for_the_players_who_swapped() {
    let mut app = App::new(Lang::En, 518);
    app.resign(Color::Black);
    assert!(!app.flipped);
    app.press(Button::Rematch, Press::CLICK);
    assert!(
        app.flipped,
        "the player who had Black now has White, at the other side"
    );
}

#[test]
fn item9_each_side_can_resign_whoever_is_to_move() {
    for side in [Color::White, Color::Black] {
        let mut app = App::new(Lang::En, 518);
        assert_eq!(app.turn(), Color::White);
        assert!(app.press(Button::Resign(side), Press::CLICK));
        assert!(matches!(app.ask, Some(Ask::Resign(s)) if s == side));
        assert!(!app.game.is_over(), "asks first");
        app.press(Button::AskYes, Press::CLICK);
        let winner = if side == Color::White { "0-1" } else { "1-0" };
        assert!(app.status().starts_with(winner), "{}", app.status());
    }
    let mut app = App::new(Lang::En, 518);
    app.press(Button::Resign(Color::Black), Press::CLICK);
    assert_eq!(app.panel().ask.unwrap().0, "Black resigns: are you sure?");
}

#[test]
fn item10_dragging_the_king_to_castle_points_at_the_button() {
    let mut app = app_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    app.now = T0;
    for (to, side) in [
        ("g1", CastlingSide::KingSide),
        ("h1", CastlingSide::KingSide),
        ("c1", CastlingSide::QueenSide),
        ("a1", CastlingSide::QueenSide),
    ] {
        drag(&mut app, "e1", to);
        assert_eq!(app.game.ply(), 0, "{to}: not a move");
        assert!(app.hinted(side), "{to}");
        assert!(app.panel().castle[side.index()].hinted);
        assert!(matches!(&app.notice, Some(n) if n.msg == Msg::UseCastleButton(side)));
    }
    // Click-click onto its own rook too.
    app.hint = None;
    click(&mut app, "e1");
    click(&mut app, "h1");
    assert!(app.hinted(CastlingSide::KingSide));
    assert_eq!(app.selected, None);
    // The hint ends by itself.
    app.tick(T0 + 3_000.0);
    assert!(!app.hinted(CastlingSide::KingSide));
    // A king move that the rules allow stays a king move, with the hint.
    let mut app = app_fen("4k3/8/8/8/8/8/8/5K1R w K - 0 1");
    drag(&mut app, "f1", "g1");
    assert_eq!(app.game.sans(), ["Kg1"]);
    assert!(
        matches!(&app.notice, Some(n) if n.msg == Msg::UseCastleButton(CastlingSide::KingSide))
    );
    // No hint when that castling is not legal, or for other pieces.
    let mut app = app_fen("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1");
    drag(&mut app, "e1", "g1");
    assert!(app.hint.is_none() && app.notice.is_none());
}

#[test]
fn item11_on_touch_the_first_tap_previews_the_second_castles() {
    let mut app = app_fen(BOTH_CAN_CASTLE);
    let oo = Button::Castle(CastlingSide::KingSide);
    assert!(app.press(oo.clone(), Press::TAP));
    assert_eq!(app.game.ply(), 0, "first tap: preview only");
    let p = app.board_view().castle_preview.expect("preview shown");
    assert_eq!(p.king_to, sq("g1"));
    assert_eq!(
        app.panel().castle[0].label,
        ui::i18n::Key::CastleConfirmShort
    );
    assert!(app.press(oo.clone(), Press::TAP));
    assert_eq!(app.game.sans(), ["O-O"]);
    // Tapping elsewhere disarms; a finger's passing hover is no preview.
    app.press(oo.clone(), Press::TAP);
    app.pointer_down(Some(sq("a8")), 0.0, 0.0);
    assert_eq!(app.armed, None);
    app.preview = None;
    assert!(!app.hover_castle(Some(CastlingSide::KingSide), PointerKind::Touch));
    assert!(app.hover_castle(Some(CastlingSide::KingSide), PointerKind::Mouse));
    assert!(app.board_view().castle_preview.is_some());
}

#[test]
fn item12_browsing_says_which_move_and_a_board_click_returns() {
    let mut app = App::new(Lang::En, 518);
    drag(&mut app, "e2", "e4");
    drag(&mut app, "e7", "e5");
    drag(&mut app, "g1", "f3");
    app.press(Button::ViewPly(2), Press::CLICK);
    assert_eq!(
        app.status(),
        "Viewing 1… e5 · Esc or click the board to return"
    );
    app.press(Button::NavFirst, Press::CLICK);
    assert!(app.status().starts_with("Viewing the start position"));
    click(&mut app, "b8");
    assert_eq!(app.view, None, "back to the live position");
    assert_eq!(app.selected, None, "that click selected nothing");
    assert_eq!(app.status(), "Black to move");
    let mut nl = App::new(Lang::Nl, 518);
    drag(&mut nl, "g1", "f3");
    drag(&mut nl, "g8", "f6");
    nl.view_ply(1);
    assert!(
        nl.status().starts_with("Je bekijkt 1. Pf3"),
        "{}",
        nl.status()
    );
}

#[test]
fn item13_the_promotion_picker_is_on_the_board() {
    let mut app = app_fen("8/1P2k3/8/8/8/8/8/4K3 w - - 0 1");
    drag(&mut app, "b7", "b8");
    let choices = app.promotion_squares().unwrap();
    let squares: Vec<Square> = choices.iter().map(|c| c.0).collect();
    assert_eq!(squares, [sq("b8"), sq("b7"), sq("b6"), sq("b5")]);
    let view = app.board_view().promotion.expect("drawn");
    assert_eq!(
        view.choices[1].1,
        rules::Role::Knight.of(rules::Color::White)
    );
    // A press on the knight promotes to a knight.
    app.pointer_down(Some(sq("b7")), 0.0, 0.0);
    assert_eq!(app.game.sans(), ["b8=N"]);
    // Black promotes downwards; a press elsewhere keeps the pawn.
    let mut app = app_fen("4k3/8/8/8/8/8/6p1/K7 b - - 0 1");
    drag(&mut app, "g2", "g1");
    let squares: Vec<Square> = app
        .promotion_squares()
        .unwrap()
        .iter()
        .map(|c| c.0)
        .collect();
    assert_eq!(squares, [sq("g1"), sq("g2"), sq("g3"), sq("g4")]);
    app.pointer_down(Some(sq("a5")), 0.0, 0.0);
    assert_eq!(app.game.ply(), 0);
    assert!(app.promotion.is_none());
    // The keyboard's buttons.
    drag(&mut app, "g2", "g1");
    assert!(app.press(Button::Promote(rules::Role::Rook), Press::KEY));
    assert_eq!(app.game.sans(), ["g1=R+"]);
}

fn boot(query: &str, saved: Option<&App>) -> App {
    let params = Params::from_address(&Address::read(query, ""));
    let saved = saved.map(|a| {
        App::from_saved(
            &persist::decode(&persist::encode(&a.to_saved())).unwrap(),
            Lang::En,
        )
    });
    App::boot(BootInput {
        params: &params,
        saved,
        lang: Lang::En,
        random: 7,
        today: "2026.11.30".into(),
        storage: true,
        address: "",
    })
}

#[test]
fn item15_a_link_restores_its_unfinished_game_but_not_a_finished_one() {
    let mut first = boot("sp=12", None);
    assert_eq!(first.sp, Some(12));
    drag(&mut first, "a2", "a3");
    let again = boot("sp=12", Some(&first));
    assert_eq!(again.game.ply(), 1, "unfinished: restored");
    first.resign(Color::Black);
    let after_end = boot("sp=12", Some(&first));
    assert_eq!(
        after_end.game.ply(),
        0,
        "finished: a new game from the link"
    );
    assert!(!after_end.game.is_over());
    assert_eq!(after_end.sp, Some(12));
    // Another link replaces an unfinished game, but keeps it to resume.
    let mut unfinished = boot("sp=12", None);
    drag(&mut unfinished, "a2", "a3");
    let mut other = boot("sp=13", Some(&unfinished));
    assert_eq!(other.sp, Some(13));
    assert!(other.previous_kept);
    assert!(matches!(&other.notice, Some(n) if n.msg == Msg::PreviousKept));
    assert!(other.press(Button::ResumePrevious, Press::CLICK));
    assert!(other.effects.contains(&Effect::ResumePrevious));
    assert!(
        !boot("sp=13", Some(&first)).previous_kept,
        "a finished game is not kept"
    );
    // Without parameters the page shows the last game, finished or not.
    let plain = boot("", Some(&first));
    assert!(plain.game.is_over());
    // A damaged save is reported.
    let params = Params::from_address(&Address::read("", ""));
    let broken = App::boot(BootInput {
        params: &params,
        saved: Some(Err("bad".into())),
        lang: Lang::Fr,
        random: 1,
        today: String::new(),
        storage: true,
        address: "",
    });
    assert!(matches!(&broken.notice, Some(n) if n.msg == Msg::CorruptSave));
}

#[test]
fn dead_api_is_gone_and_buttons_are_named_by_id() {
    for id in [
        "castle-oo",
        "castle-ooo",
        "promo-q",
        "promo-n",
        "promo-r",
        "promo-b",
        "takeback",
        "flip",
        "resign-white",
        "resign-black",
        "draw",
        "claim",
        "clock-toggle",
        "nav-first",
        "nav-prev",
        "nav-next",
        "nav-last",
        "live",
        "new-random",
        "result-new",
        "rematch",
        "result-close",
        "ask-yes",
        "ask-no",
        "fen-copy",
        "pgn-copy",
        "pgn-download",
        "play-here",
        "embed-copy",
        "embed-preview-button",
    ] {
        assert!(Button::from_id(id).is_some(), "{id}");
    }
    assert_eq!(Button::from_id("board"), None);
}

/// Reads `pgn` as the page's second module does and gives its answer to `app`.
fn read_link(app: &mut App, pgn: &str) {
    let mut reader = App::new(Lang::En, 518);
    reader.start(ui::state::new_game::prepare_import(pgn).unwrap());
    app.pgn_read(Ok(&persist::encode(&reader.to_saved())));
}

#[test]
fn a_game_in_the_link_is_not_played_over_while_it_is_read() {
    let mut app = boot("pgn=1.%20e4%20e5%20*", None);
    assert!(app.opening_link);
    assert!(app
        .effects
        .iter()
        .any(|e| matches!(e, Effect::ImportPgn(t) if t == "1. e4 e5 *")));
    assert_eq!(app.status(), "Opening the game from the link…");
    // The stand-in position cannot be played meanwhile.
    assert!(!app.can_move());
    let stand_in = to_fen(app.game.position());
    // (Every start position has a pawn on a2.)
    drag(&mut app, "a2", "a3");
    assert_eq!((app.game.ply(), to_fen(app.game.position())), (0, stand_in));
    // Once read, the link's game is there and playable, without a question.
    read_link(&mut app, "1. e4 e5 *");
    assert!(!app.opening_link);
    assert!(app.ask.is_none());
    assert_eq!(app.game.sans(), ["e4", "e5"]);
    assert_eq!(app.status(), "White to move");
    assert!(app.can_move());
    drag(&mut app, "g1", "f3");
    assert_eq!(app.game.ply(), 3);
}

#[test]
fn an_unreadable_game_in_the_link_leaves_a_playable_board() {
    let mut app = boot("pgn=1.%20e5%20*", None);
    assert!(app.opening_link);
    app.pgn_read(Err("not a legal move"));
    assert!(!app.opening_link);
    assert!(app.can_move());
    assert_eq!(app.status(), "White to move");
}
