//! What players still hit (issue #17): each numbered item as a test of the state transition,
//! without a browser. The browser half of each is in tests/e2e/fixes.test.mjs.

use ui::i18n::Lang;
use ui::message::{CopyOutcome, Msg, Place};
use ui::state::{App, Button, Effect, NewGame, Press};

mod common;
use common::*;

fn notice(app: &App) -> Option<(Place, bool, Msg)> {
    app.notice.as_ref().map(|n| (n.at, n.error, n.msg.clone()))
}

/// Item 1: a copy says "Copied" only once the browser took the text, next to its button;
/// a refused copy says that the text is selected instead.
#[test]
fn item1_copy_is_reported_by_the_browser_not_assumed() {
    let mut app = App::new(Lang::En, 518);
    app.new_game(NewGame::Number(518)).unwrap();
    app.press(Button::CopyFen, Press::CLICK);
    let fen = app.fen();
    assert!(
        app.effects.contains(&Effect::Copy {
            text: fen,
            at: Place::Fen
        }),
        "the page is asked to copy the FEN for the FEN row: {:?}",
        app.effects
    );
    assert_eq!(
        notice(&app),
        None,
        "nothing said before the browser answers"
    );
    let why = "Copying refused here: the text is selected, press Ctrl+C.";
    app.copy_done(Place::Fen, CopyOutcome::Selected(why.into()));
    assert_eq!(
        notice(&app),
        Some((Place::Fen, true, Msg::Said(why.into()))),
        "a refused copy is not called copied"
    );
    app.press(Button::EmbedCopy, Press::CLICK);
    assert_eq!(notice(&app), None, "a new copy clears the old answer");
    assert!(
        app.effects.contains(&Effect::CopyEmbed),
        "the second module writes and copies the snippet"
    );
    assert!(app.embed_options().snippet().contains("<iframe"));
    let snippet = app.embed_options().snippet();
    app.random = 77;
    app.copy_done(Place::Embed, CopyOutcome::Selected(why.into()));
    assert_eq!(
        app.embed_options().snippet(),
        snippet,
        "a refused copy keeps the snippet selected for copying by hand"
    );
    app.copy_done(Place::Embed, CopyOutcome::Copied);
    assert_eq!(notice(&app), Some((Place::Embed, false, Msg::Copied)));
    assert_ne!(
        app.embed_options().snippet(),
        snippet,
        "once copied, the next snippet gets another id"
    );
}

/// Item 4: a message is shown where the player acted: the number field, the FEN field, the
/// import field, the move field; messages of the game itself stay above the board.
#[test]
fn item4_messages_are_placed_next_to_the_control_used() {
    let mut app = App::new(Lang::En, 518);
    app.new_game(NewGame::Number(518)).unwrap();
    app.press(Button::NewNumber("1234".into()), Press::CLICK);
    let (at, error, msg) = notice(&app).expect("a bad number is said");
    assert_eq!((at, error), (Place::Number, true));
    assert!(matches!(msg, Msg::BadNumber(t) if t == "1234"));

    app.press(Button::NewFen("not a fen".into()), Press::CLICK);
    assert!(matches!(
        notice(&app),
        Some((Place::FenIn, true, Msg::Fen(_)))
    ));

    app.press(Button::Import(String::new()), Press::CLICK);
    assert_eq!(notice(&app), Some((Place::Import, true, Msg::ImportEmpty)));

    // An imported FEN starts a game and says so at the import field.
    app.press(
        Button::Import("4k3/8/8/8/8/8/8/4K2R w K - 0 1".into()),
        Press::CLICK,
    );
    assert_eq!(notice(&app), Some((Place::Import, false, Msg::Imported)));

    // A typed move that cannot be read: at the move field.
    let fen = app.fen();
    app.move_read(&fen, "Qz9", Err(ui::notation::EntryKind::NotAMove));
    assert!(matches!(
        notice(&app),
        Some((Place::MoveEntry, true, Msg::Entry { .. }))
    ));

    // The game's own messages (a move after the end) stay above the board.
    let mut board = app_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    board.pointer_down(Some("e1".parse().unwrap()), 0.0, 0.0);
    board.pointer_move(50.0, 50.0);
    board.pointer_up(Some("g1".parse().unwrap()));
    assert!(
        matches!(
            notice(&board),
            Some((Place::Top, false, Msg::UseCastleButton(_)))
        ),
        "{:?}",
        notice(&board)
    );
}

/// Item 4: a PGN read from the address is told about above the board, an imported one at
/// the import field.
#[test]
fn item4_pgn_from_the_address_is_told_above_the_board() {
    let mut app = App::new(Lang::En, 518);
    app.opening_link = true;
    app.pgn_read(Err("Line 1: not PGN"));
    assert_eq!(notice(&app).map(|n| n.0), Some(Place::Top));
    app.pgn_read(Err("Line 1: not PGN"));
    assert_eq!(notice(&app).map(|n| n.0), Some(Place::Import));
}
const TOUCH: Press = Press {
    clicks: 1,
    pointer: ui::state::PointerKind::Touch,
};

/// Item 2: on a phone, the tap that opens the promotion picker does not choose in it (its
/// click lands on the queen, drawn on the tapped square); the next tap chooses.
#[test]
fn item2_the_tap_that_opens_the_picker_does_not_choose() {
    let mut app = app_fen("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    tap(&mut app, "b7");
    tap(&mut app, "b8");
    assert!(app.promotion.is_some(), "the picker is open");
    assert!(
        !app.press(Button::Promote(rules::Role::Queen), TOUCH),
        "the opening tap's click on the queen"
    );
    assert!(app.promotion.is_some(), "the picker stays open");
    assert!(app.game.sans().is_empty());
    // The player's next tap, on the knight.
    app.press_started();
    assert!(app.press(Button::Promote(rules::Role::Knight), TOUCH));
    assert_eq!(app.game.sans(), ["b8=N"]);
}

/// Item 2: the keyboard chooses at once, even when a tap opened the picker.
#[test]
fn item2_keyboard_choice_is_never_swallowed() {
    let mut app = app_fen("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    tap(&mut app, "b7");
    tap(&mut app, "b8");
    assert!(app.press(Button::Promote(rules::Role::Rook), Press::KEY));
    assert_eq!(app.game.sans(), ["b8=R+"]);
}

fn touch(clicks: u32) -> Press {
    Press {
        clicks,
        pointer: ui::state::PointerKind::Touch,
    }
}

/// Item 6: on a phone the confirming tap castles however fast it comes (the browser counts
/// it as a double-click), and in hot seat Black's first tap right after is not dropped.
#[test]
fn item6_fast_confirming_tap_castles_and_the_next_tap_counts() {
    let mut app = app_fen("4k2r/5p2/8/8/8/8/5P2/4K2R w Kk - 0 1");
    let oo = Button::Castle(rules::CastlingSide::KingSide);
    assert!(app.press(oo.clone(), touch(1)), "first tap: preview");
    assert_eq!(app.armed, Some(rules::CastlingSide::KingSide));
    assert!(
        app.press(oo.clone(), touch(2)),
        "the confirming tap 150 ms later"
    );
    assert_eq!(app.game.sans(), ["O-O"]);
    // Black, at once on the same spot (the browser's click count goes on to 3).
    assert!(
        app.press(oo.clone(), touch(3)),
        "Black's first tap is taken"
    );
    assert_eq!(
        app.armed,
        Some(rules::CastlingSide::KingSide),
        "Black's preview shows"
    );
    assert!(app.press(oo, touch(4)));
    assert_eq!(app.game.sans(), ["O-O", "O-O"]);
}

/// Item 6: a click counted as a double-click's second is dropped only on the same button
/// (a mouse double-click on a castling button still castles once: inputs.rs, item 1).
#[test]
fn item6_a_second_click_on_another_button_acts() {
    let mut app = app_fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    app.pointer_down(Some("e2".parse().unwrap()), 0.0, 0.0);
    app.pointer_up(Some("e2".parse().unwrap()));
    app.pointer_down(Some("e4".parse().unwrap()), 0.0, 0.0);
    app.pointer_up(Some("e4".parse().unwrap()));
    assert_eq!(app.game.sans(), ["e4"]);
    let flipped = app.flipped;
    assert!(app.press(Button::Flip, Press::CLICK));
    assert_ne!(app.flipped, flipped);
    let second = Press {
        clicks: 2,
        pointer: ui::state::PointerKind::Mouse,
    };
    assert!(
        app.press(Button::Takeback, second),
        "not the same button: it acts"
    );
    assert!(app.game.sans().is_empty());
    assert!(
        !app.press(
            Button::Takeback,
            Press {
                clicks: 3,
                ..second
            }
        ),
        "same button: dropped"
    );
}

fn pos(fen: &str) -> rules::Position {
    rules::fen::parse_position(fen).unwrap()
}

fn read(lang: Lang, p: &rules::Position, text: &str) -> Result<String, ui::notation::EntryKind> {
    ui::notation::read_move(lang, p, text)
        .map(rules::Move::uci)
        .map_err(|e| e.kind())
}

/// Item 7: lowercase piece letters (as phone keyboards type them) where unambiguous, long
/// algebraic, and "illegal now" for a well-formed UCI move that is illegal.
#[test]
fn item7_lowercase_long_algebraic_and_illegal_uci() {
    use ui::notation::EntryKind;
    let start = pos("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert_eq!(read(Lang::En, &start, "nf3"), Ok("g1f3".into()));
    assert_eq!(
        read(Lang::Nl, &start, "pf3"),
        Ok("g1f3".into()),
        "Dutch paard"
    );
    assert_eq!(read(Lang::En, &start, "Ng1-f3"), Ok("g1f3".into()));
    assert_eq!(read(Lang::En, &start, "e2-e4"), Ok("e2e4".into()));
    assert_eq!(read(Lang::Fr, &start, "Cg1-f3"), Ok("g1f3".into()));
    assert_eq!(
        read(Lang::En, &start, "e2e5"),
        Err(EntryKind::Illegal),
        "UCI, illegal now"
    );
    assert_eq!(read(Lang::En, &start, "e2-e5"), Err(EntryKind::Illegal));
    assert_eq!(
        read(Lang::En, &start, "Bg1-f3"),
        Err(EntryKind::Illegal),
        "no bishop on g1"
    );
    assert_eq!(read(Lang::En, &start, "hello"), Err(EntryKind::NotAMove));
    let black = pos("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    assert_eq!(read(Lang::En, &black, "nc6"), Ok("b8c6".into()));
    // `b` stays a file: bxc4 / bc4 a pawn capture, Bxc4 the bishop.
    let pawn_or_bishop = pos("4k3/8/8/8/2p5/1P6/8/4KB2 w - - 0 1");
    assert_eq!(read(Lang::En, &pawn_or_bishop, "bxc4"), Ok("b3c4".into()));
    assert_eq!(read(Lang::En, &pawn_or_bishop, "Bxc4"), Ok("f1c4".into()));
    assert_eq!(read(Lang::En, &pawn_or_bishop, "bc4"), Ok("b3c4".into()));
    // French on a phone: `cg1-f3` and `cf6` are the cavalier (no pawn move reads so); `cc6`,
    // which a pawn can play, stays the pawn's (a file first).
    assert_eq!(read(Lang::Fr, &start, "cg1-f3"), Ok("g1f3".into()));
    assert_eq!(read(Lang::Fr, &black, "cf6"), Ok("g8f6".into()));
    assert_eq!(read(Lang::Fr, &black, "cc6"), Ok("c7c6".into()));
    // `cd5`-like texts that a pawn can play stay pawn moves.
    let pawn = pos("4k3/8/8/3p4/2P5/8/8/4K1N1 w - - 0 1");
    assert_eq!(read(Lang::Fr, &pawn, "cd5"), Ok("c4d5".into()));
}

/// Item 8: French `Rf1` (roi) when the English reading (a rook to f1) is legal too: asked, not
/// guessed; each long form is taken.
#[test]
fn item8_two_readings_are_asked_not_guessed() {
    use ui::notation::EntryKind;
    // SP 518 after e4 e5 Nf3 Nc6 Bc4 Bc5.
    let p = pos("r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
    assert_eq!(read(Lang::Fr, &p, "Rf1"), Err(EntryKind::TwoReadings));
    // (Both readings in words: crates/extras/tests/sentences.rs.)
    assert_eq!(read(Lang::Fr, &p, "Re1-f1"), Ok("e1f1".into()));
    assert_eq!(read(Lang::Fr, &p, "Th1-f1"), Ok("h1f1".into()));
    assert_eq!(read(Lang::Fr, &p, "Tf1"), Ok("h1f1".into()));
    // In English there is one reading.
    assert_eq!(read(Lang::En, &p, "Rf1"), Ok("h1f1".into()));
    // Where only one reading is legal, it is taken (the knight on c1 keeps the rook from d1).
    let k = pos("4k3/8/8/8/8/8/8/R1N1K3 w - - 0 1");
    assert_eq!(
        read(Lang::Fr, &k, "Rd1"),
        Ok("e1d1".into()),
        "roi: the king"
    );
}

/// Item 10: tracking parameters are ignored quietly; console warnings keep their reason;
/// hundreds of unknown parameters make a short message.
#[test]
fn item10_tracking_parameters_are_quiet_and_warnings_are_short() {
    use ui::address::{Address, ParamWarning, Params};
    let p = Params::from_address(&Address::read(
        "?sp=12&utm_source=newsletter&utm_medium=email&fbclid=abc&gclid=x&mc_cid=1&mc_eid=2",
        "",
    ));
    assert_eq!(p.sp, Some(12));
    assert!(p.warnings.is_empty(), "{:?}", p.warnings);
    assert_eq!(p.ignored.len(), 6);
    let p = Params::from_address(&Address::read("?fen=garbage&colour=red", ""));
    let texts: Vec<String> = p.warnings.iter().map(ParamWarning::console_text).collect();
    assert!(
        texts.iter().any(|t| t == "Rokade: fen: bad FEN, ignored"),
        "{texts:?}"
    );
    assert!(
        texts
            .iter()
            .any(|t| t.contains("colour") && t.contains("unknown")),
        "{texts:?}"
    );
    let many: String = (0..300).map(|i| format!("&x{i}=1")).collect();
    let p = Params::from_address(&Address::read(&format!("?sp=1{many}"), ""));
    assert_eq!(p.warnings.len(), 300);
    // The message above the board is short; which ones and why (at most three, then how
    // many more) comes from the page's second module (extras::param_warnings, tested there).
    let msg = Msg::BadParams(format!("?sp=1{many}"));
    assert!(msg.text(Lang::En).len() < 80);
    assert!(matches!(msg.detail(), Some(ui::message::Detail::Params(_))));
}

/// Item 12: Tab stays in the question; Esc returns from browsing (as the status says);
/// taking back a resignation says so, not "Move taken back".
/// Item 11: a touch holds the board (no page scroll) exactly when it takes one of the player's
/// own pieces; on an empty square, an opponent's piece, while browsing or after the game, a
/// vertical swipe may scroll the page.
#[test]
fn item11_a_touch_holds_the_board_only_on_an_own_piece() {
    let mut app = App::new(Lang::En, 518);
    app.new_game(NewGame::Number(518)).unwrap();
    let press = |app: &mut App, s: &str| {
        app.press_started();
        app.pointer_down(Some(sq(s)), 0.0, 0.0);
        let held = app.holds_touch();
        app.pointer_cancel();
        held
    };
    assert!(press(&mut app, "e2"), "White's own pawn");
    assert!(press(&mut app, "g1"), "White's own knight");
    assert!(!press(&mut app, "e4"), "an empty square");
    assert!(!press(&mut app, "e7"), "Black's pawn, White to move");
    drag(&mut app, "e2", "e4");
    assert!(press(&mut app, "e7"), "now Black's own pawn");
    assert!(!press(&mut app, "e4"), "White's pawn, Black to move");
    // Browsing the history: the press returns to the game, nothing is taken.
    app.press(Button::NavPrev, Press::CLICK);
    assert!(!press(&mut app, "e7"), "a press while browsing");
    // After the game: nothing to take.
    app.press(Button::Resign(rules::Color::White), Press::CLICK);
    app.press(Button::AskYes, Press::CLICK);
    assert!(app.game.is_over(), "White resigned");
    assert!(!press(&mut app, "e7"), "a press after the game");
}

#[test]
fn item12_question_traps_tab_esc_returns_and_takeback_of_a_result() {
    let mut app = App::new(Lang::En, 518);
    app.new_game(NewGame::Number(518)).unwrap();
    assert_eq!(
        app.tab_in_question(false),
        None,
        "no question: Tab moves on"
    );
    app.press(Button::Resign(rules::Color::White), Press::CLICK);
    assert!(app.ask.is_some());
    assert_eq!(app.tab_in_question(false), Some(true), "from No to Yes");
    assert_eq!(
        app.tab_in_question(true),
        Some(false),
        "from Yes back to No"
    );
    app.press(Button::AskYes, Press::CLICK);
    assert!(app.game.is_over());
    assert!(app.press(Button::Takeback, Press::CLICK));
    assert!(!app.game.is_over());
    assert!(
        app.announce.starts_with("Result taken back"),
        "{}",
        app.announce
    );
    // Browsing, then Esc (outside the board and on the board).
    app.pointer_down(Some("e2".parse().unwrap()), 0.0, 0.0);
    app.pointer_up(Some("e2".parse().unwrap()));
    app.pointer_down(Some("e4".parse().unwrap()), 0.0, 0.0);
    app.pointer_up(Some("e4".parse().unwrap()));
    app.key("ArrowLeft");
    assert_eq!(app.view, Some(0));
    assert!(app.key("Escape"));
    assert_eq!(app.view, None);
    app.key("ArrowLeft");
    app.board_key("Escape", false);
    assert_eq!(app.view, None);
    assert!(ui::i18n::t(Lang::En, ui::i18n::Key::ClickBoardToReturn).contains("Esc"));
}

/// Imports `pgn` as the page does: the second module reads it into saved-game text, the
/// page starts the game from that text.
fn import_as_the_page_does(pgn: &str) -> App {
    let (start, skipped) = ui::state::new_game::prepare_import_noting(pgn).unwrap();
    let mut reader = App::new(Lang::En, 518);
    reader.start(start);
    let saved = ui::persist::encode(&reader.to_saved());
    let mut app = App::new(Lang::En, 518);
    let note = (!skipped.is_empty()).then_some("Imported, without variations and annotations.");
    app.pgn_read_noting(Ok(&saved), note);
    app
}

/// Item 5: a finished game's result survives an import (and the round trip through the saved
/// game and the PGN export), every tag is kept, a loss on time keeps its reason, and the clock
/// is restored from `TimeControl` and the last `[%clk]` of each side.
#[test]
fn item5_import_keeps_results_tags_and_clock() {
    use rules::game::{GameResult, Reason};
    let app = import_as_the_page_does(
        "[Event \"Club\"]\n[WhiteElo \"1850\"]\n[Annotator \"Jan\"]\n[UTCDate \"2026.11.30\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 1-0",
    );
    let o = app.game.outcome().expect("the game is over");
    assert_eq!(o.result, GameResult::WhiteWins);
    let pgn = app.pgn_text();
    assert!(pgn.contains("[Result \"1-0\"]"), "{pgn}");
    assert!(pgn.trim_end().ends_with("1-0"), "{pgn}");
    for tag in [
        "[WhiteElo \"1850\"]",
        "[Annotator \"Jan\"]",
        "[UTCDate \"2026.11.30\"]",
        "[Event \"Club\"]",
    ] {
        assert!(pgn.contains(tag), "{tag} kept: {pgn}");
    }
    // A reload keeps it too.
    let again = App::from_saved(
        &ui::persist::decode(&ui::persist::encode(&app.to_saved())).unwrap(),
        Lang::En,
    )
    .unwrap();
    assert_eq!(
        again.game.outcome().map(|o| o.result),
        Some(GameResult::WhiteWins)
    );
    assert!(again.pgn_text().contains("[WhiteElo \"1850\"]"));

    for (result, want) in [
        ("1/2-1/2", GameResult::Draw),
        ("0-1", GameResult::BlackWins),
    ] {
        let app = import_as_the_page_does(&format!("1. e4 e5 {result}"));
        assert_eq!(app.game.outcome().map(|o| o.result), Some(want), "{result}");
    }

    let app = import_as_the_page_does(
        "[Termination \"time forfeit\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 1-0",
    );
    assert_eq!(
        app.game.outcome().map(|o| o.reason),
        Some(Reason::Timeout(rules::Color::Black))
    );

    let app = import_as_the_page_does(
        "[TimeControl \"1200+5\"]\n\n1. e4 {[%clk 0:19:50]} e5 {[%clk 0:19:40]} 2. Nf3 {[%clk 0:19:30]} *",
    );
    let clock = app.clock.as_ref().expect("a clock from TimeControl");
    assert_eq!(clock.time_control(), "1200+5");
    assert_eq!(clock.remaining(rules::Color::White, 0.0), 1_170_000);
    assert_eq!(clock.remaining(rules::Color::Black, 0.0), 1_180_000);
    assert!(clock.not_started(), "the clock waits for the next move");
    assert!(!app.game.is_over());
}

/// Item 5: variations and NAGs are not dropped silently: kept since issue 19 (so the import
/// says only "Imported"), and counted by the reader for when they are too long to keep.
#[test]
fn item5_skipped_variations_and_nags_are_said() {
    let app = import_as_the_page_does("1. e4 (1. d4 d5) e5 $1 2. Nf3!? *");
    assert_eq!(
        app.notice.as_ref().map(|n| n.msg.clone()),
        Some(Msg::Imported)
    );
    assert!(app.pgn_text().contains("(1. d4 d5)"), "{}", app.pgn_text());
    let app = import_as_the_page_does("1. e4 e5 *");
    assert_eq!(
        app.notice.as_ref().map(|n| n.msg.clone()),
        Some(Msg::Imported)
    );
    let pg = rules::pgn::read_game("1. e4 (1. d4 (1. c4)) e5 $1 2. Nf3!? ?? *").unwrap();
    assert_eq!(pg.skipped.variations, 1);
    assert_eq!(pg.skipped.nags, 3);
}

/// Item 9: one rule for swapping games: leaving an unfinished game asks first; the game left
/// stays reachable; this page's language stays; the explanation stays beside its button.
#[test]
fn item9_resuming_the_previous_game_asks_keeps_the_other_and_the_language() {
    let mut link_game = App::new(Lang::Fr, 518);
    link_game.new_game(NewGame::Number(100)).unwrap();
    link_game.previous_kept = true;
    link_game.say(false, Msg::PreviousKept);
    // The computer (or the player) moves: the message goes, the explanation must not.
    for sq in ["e2", "e4"] {
        link_game.pointer_down(Some(sq.parse().unwrap()), 0.0, 0.0);
        link_game.pointer_up(Some(sq.parse().unwrap()));
    }
    assert_eq!(link_game.game.ply(), 1);
    assert_eq!(link_game.notice, None, "a move clears the message");
    assert_eq!(
        link_game.shown_notice().map(|n| n.msg.clone()),
        Some(Msg::PreviousKept),
        "the button keeps its explanation"
    );
    // Resume: this game is unfinished, so it asks.
    assert!(link_game.press(Button::ResumePrevious, Press::CLICK));
    assert!(matches!(link_game.ask, Some(ui::state::Ask::Resume)));
    assert!(
        !link_game.effects.contains(&Effect::ResumePrevious),
        "nothing swapped yet"
    );
    link_game.press(Button::AskYes, Press::CLICK);
    assert!(link_game.effects.contains(&Effect::ResumePrevious));
    // The page swaps in the saved game: this one is kept, reachable by the same button.
    let mut previous = App::new(Lang::Nl, 518);
    previous.new_game(NewGame::Number(518)).unwrap();
    let mut page = link_game.clone();
    page.swap_in(previous, true);
    assert_eq!(page.sp, Some(518));
    assert_eq!(page.lang, Lang::Fr, "this page's language stays");
    assert!(
        page.previous_kept,
        "the link's unfinished game can be resumed in turn"
    );
    // "Play here" swaps the same way, keeping the language too.
    let mut other_tab = App::new(Lang::Da, 518);
    other_tab.new_game(NewGame::Number(7)).unwrap();
    let mut here = App::new(Lang::Nl, 518);
    here.swap_in(other_tab, false);
    assert_eq!(
        (here.sp, here.lang, here.previous_kept),
        (Some(7), Lang::Nl, false)
    );
}

/// Item 14: a game against the computer is exported with the computer's side named.
#[test]
fn item14_the_computer_is_named_in_the_pgn() {
    let mut app = App::new(Lang::En, 518);
    app.opponent = ui::state::Opponent::Computer(Some(rules::Color::Black), 3);
    app.new_game(NewGame::Number(518)).unwrap();
    assert!(app.computer.is_some());
    let pgn = app.pgn_text();
    assert!(pgn.contains("[Black \"Rokade (level 3)\"]"), "{pgn}");
    assert!(pgn.contains("[White \"?\"]"), "{pgn}");
    app.set_tag("Black", "Club computer");
    assert!(app.pgn_text().contains("[Black \"Club computer\"]"));
}
