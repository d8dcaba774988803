//! A board's game played on Rokade's game page hands its result over: the pairing list's
//! link is read by the game page as the player would open it, the game ends there, and its
//! record (what the game page writes into the browser's storage) reaches the evening, which
//! offers the result for one press, never overwrites a result entered, refuses foreign,
//! damaged and old records with a sentence, and writes the games as one PGN file.

mod common;

use common::{new_evening, register, send, tool};
use evening::BoardResult;
use evening_app::action::Action;
use evening_app::handover::{self, Offer};
use evening_app::lang::Lang;
use evening_app::notice::Notice;
use evening_app::ui::Ui;
use evening_app::view::view;
use rules::Color;
use ui::address::{Address, Params};
use ui::state::saved::BootInput;
use ui::state::App;

/// An evening of four players, round 1 published.
fn evening(lang: Lang) -> Ui {
    let mut ui = tool(lang);
    new_evening(&mut ui, "Clubavond 960");
    for (name, rating) in [
        ("Ann", "2100"),
        ("Bob", "2000"),
        ("Cid", "1900"),
        ("Dee", "1800"),
    ] {
        register(&mut ui, name, rating);
    }
    send(&mut ui, Action::Pair);
    send(&mut ui, Action::Publish);
    ui
}

/// The game page opened from board `board`'s link, as the page reads its address.
fn game_page(ui: &Ui, board: u16) -> (App, Params) {
    let href = page_link(ui, board);
    let query = href.strip_prefix("./?").unwrap();
    let params = Params::from_address(&Address::read(query, ""));
    assert!(params.warnings.is_empty(), "{:?}", params.warnings);
    let app = App::boot(BootInput {
        params: &params,
        saved: None,
        lang: ui::i18n::Lang::En,
        random: 7,
        today: "2025.03.14".into(),
        storage: true,
        address: query,
    });
    (app, params)
}

/// Board `board`'s link in the rendered result list.
fn page_link(ui: &Ui, board: u16) -> String {
    let page = view(ui);
    let id = format!("play-{board}");
    let link = page
        .walk()
        .into_iter()
        .find(|n| n.get("id") == Some(id.as_str()));
    link.and_then(|n| n.get("href").map(str::to_string))
        .unwrap()
}

/// What the game page leaves in storage for its board once the game ended.
fn handed(app: &App, params: &Params) -> (String, String) {
    let b = params.evening_board.as_ref().unwrap();
    (b.handover_key(), app.handover(b, params.sp).unwrap())
}

fn text_of(ui: &Ui, id: &str) -> Option<String> {
    let page = view(ui);
    let node = page.walk().into_iter().find(|n| n.get("id") == Some(id))?;
    Some(node.walk().iter().map(|n| n.text.as_str()).collect())
}

#[test]
fn a_game_played_on_rokade_is_entered_with_one_press() {
    let mut ui = evening(Lang::En);
    let e = ui.evening.clone().unwrap();
    let list = e.pairing_list(1).unwrap();
    let row = &list.boards[0];
    let (mut app, params) = game_page(&ui, 1);
    // The game page shows the pairing's names, the round's position and the evening's clock.
    assert_eq!(app.tag("White"), row.white.name);
    assert_eq!(app.tag("Black"), row.black.name);
    assert_eq!(app.tag("Event"), "Clubavond 960");
    assert_eq!((app.tag("Round"), app.tag("Board")), ("1", "1"));
    assert_eq!(app.sp, list.sp);
    assert!(app.clock.is_some());
    assert_eq!(
        app.handover(params.evening_board.as_ref().unwrap(), params.sp),
        None
    );
    app.resign(Color::Black);
    let (key, record) = handed(&app, &params);
    assert_eq!(key, handover::storage_key(&e, 1, 1));

    assert!(
        !ui.stored_record("rokade.evening", Some("x")),
        "not a hand-over key"
    );
    assert!(ui.stored_record(&key, Some(&record)));
    assert_eq!(ui.offer(1, 1), Some(Offer::Enter(BoardResult::WhiteWins)));
    let line = text_of(&ui, "handover-1").unwrap();
    assert_eq!(line, "Result from the board: 1-0 — Enter");
    let effects = send(&mut ui, Action::HandOver(1));
    assert!(effects.save);
    let e = ui.evening.as_ref().unwrap();
    assert_eq!(e.entered_result(1, 1), Some(BoardResult::WhiteWins));
    assert_eq!(
        ui.notice,
        Some(Notice::Result(1, Some(BoardResult::WhiteWins), 1))
    );
    assert_eq!(ui.focus.as_deref(), Some("result-2"));
    assert_eq!(ui.offer(1, 1), Some(Offer::Entered(BoardResult::WhiteWins)));
    // A second press changes nothing.
    assert!(!send(&mut ui, Action::HandOver(1)).save);
}

#[test]
fn a_result_entered_is_never_overwritten() {
    let mut ui = evening(Lang::Nl);
    let (mut app, params) = game_page(&ui, 2);
    app.agree_draw();
    let (key, record) = handed(&app, &params);
    common::key(&mut ui, 2, "0");
    ui.stored_record(&key, Some(&record));
    assert_eq!(
        ui.offer(1, 2),
        Some(Offer::Conflict {
            game: BoardResult::Draw,
            entered: BoardResult::BlackWins
        })
    );
    assert!(!send(&mut ui, Action::HandOver(2)).save);
    let e = ui.evening.as_ref().unwrap();
    assert_eq!(e.entered_result(1, 2), Some(BoardResult::BlackWins));
    let line = text_of(&ui, "handover-2").unwrap();
    assert!(
        line.starts_with("Het bord meldt ½-½, maar 0-1 is ingevoerd"),
        "{line}"
    );
}

#[test]
fn foreign_damaged_and_old_records() {
    let mut ui = evening(Lang::Fr);
    let e = ui.evening.clone().unwrap();
    let key = handover::storage_key(&e, 1, 1);
    // Damaged text: a sentence, never a panic, and no button.
    for bad in ["", "rokade 1\nfen x", "garbage\u{0}", "rokade 1\nfen rnbqkbnr%2Fpppppppp%2F8%2F8%2F8%2F8%2FPPPPPPPP%2FRNBQKBNR%20w%20KQkq%20-%200%201\nmoves e2e5\n"] {
        ui.stored_record(&key, Some(bad));
        assert_eq!(ui.offer(1, 1), Some(Offer::Damaged), "{bad:?}");
        let line = text_of(&ui, "handover-1").unwrap();
        assert!(line.starts_with("La partie transmise pour cet échiquier est illisible"), "{line}");
        assert!(text_of(&ui, "take-1").is_none());
    }
    // An unfinished game is not handed over by the game page, and not taken either.
    let (app, params) = game_page(&ui, 1);
    let unfinished = ui::persist::encode(&app.to_saved());
    ui.stored_record(&key, Some(&unfinished));
    assert_eq!(ui.offer(1, 1), Some(Offer::Damaged));
    // Another evening's record is not this evening's: nothing shown.
    let mut app2 = app.clone();
    app2.resign(Color::White);
    let (_, record) = handed(&app2, &params);
    ui.stored_record(&key, None);
    ui.stored_record("rokade.handover.00000000.1.1", Some(&record));
    assert_eq!(ui.offer(1, 1), None);
    assert!(ui.records().is_empty());
    // A rematch with the colours reversed, or another position: the row says why.
    let mut swapped = app.clone();
    swapped.start(ui::state::Start::Rematch);
    swapped.resign(Color::White);
    ui.stored_record(&key, Some(&ui::persist::encode(&swapped.to_saved())));
    assert_eq!(
        ui.offer(1, 1),
        Some(Offer::Misfit(evening::HandOverMismatch::ColoursReversed))
    );
    let line = text_of(&ui, "handover-1").unwrap();
    assert!(line.ends_with("les couleurs sont inversées."), "{line}");
    // The record of a round whose results are final offers nothing.
    ui.stored_record(&key, Some(&record));
    for board in 1..=2 {
        common::key(&mut ui, board, "1");
    }
    send(&mut ui, Action::Pair);
    send(&mut ui, Action::Publish);
    send(&mut ui, Action::ShowRound("1".into()));
    assert_eq!(ui.offer(1, 1), None);
    assert!(text_of(&ui, "handover-1").is_none());
}

#[test]
fn the_evenings_games_as_one_pgn() {
    let mut ui = evening(Lang::Da);
    assert_eq!(send(&mut ui, Action::ExportPgn).download, None);
    assert_eq!(ui.notice, Some(Notice::NoGames));
    let (mut one, p1) = game_page(&ui, 1);
    one.resign(Color::White);
    let (mut two, p2) = game_page(&ui, 2);
    two.agree_draw();
    for (app, params) in [(&two, &p2), (&one, &p1)] {
        let (key, record) = handed(app, params);
        ui.stored_record(&key, Some(&record));
    }
    // A damaged record, and another evening's game, are left out of the file.
    let e = ui.evening.clone().unwrap();
    ui.stored_record(&handover::storage_key(&e, 2, 1), Some("rokade 1"));
    let (_, foreign) = handed(&one, &p1);
    ui.stored_record("rokade.handover.zz.1.3", Some(&foreign));
    let file = send(&mut ui, Action::ExportPgn).download.unwrap();
    assert_eq!(file.name, "clubavond-960-2025-03-14.pgn");
    assert_eq!(ui.notice, Some(Notice::PgnExported(2)));
    let games = rules::pgn::read_games(&file.text).unwrap();
    assert_eq!(games.len(), 2);
    let e = ui.evening.as_ref().unwrap();
    let list = e.pairing_list(1).unwrap();
    for (game, row) in games.iter().zip(&list.boards) {
        let tag = |name| game.tags.get(name).unwrap_or("");
        assert_eq!(tag("Event"), "Clubavond 960");
        assert_eq!(tag("Date"), "2025.03.14");
        assert_eq!(tag("Round"), format!("1.{}", row.board));
        assert_eq!(tag("White"), row.white.name);
        assert_eq!(tag("Black"), row.black.name);
        assert_eq!(tag("TimeControl"), "1200+0");
        let start = game.game.start();
        assert_eq!(rules::startpos::number_of(start), list.sp);
    }
    assert_eq!(games[0].result(), "0-1");
    assert_eq!(games[1].result(), "1/2-1/2");
    assert!(file
        .text
        .contains("[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \""));
}
