//! A whole club evening through the record's one transition, as the page sends it: the
//! settings form, registration (a refused rating, a late arrival), byes, a withdrawal,
//! pairing, a change by hand, publishing, results typed board after board (forfeits too),
//! corrections until the next round, a reload between rounds, the standings, print and
//! TRF export and import. After every step the page built from the record is checked for
//! labels, captions, headers and unique ids (common::check_page).

mod common;

use common::{boards, key, new_evening, register, send, tool};
use evening::{BoardResult, EveningError, PlayerId};
use evening_app::action::Action;
use evening_app::fields::Fields;
use evening_app::lang::Lang;
use evening_app::notice::{Field, Notice};
use evening_app::screen::{Print, Screen};
use evening_app::ui::Ui;
use evening_app::view::view;

fn result(ui: &Ui, round: u16, board: u16) -> Option<BoardResult> {
    let e = ui.evening.as_ref().unwrap();
    e.pairing_list(round).unwrap().boards[usize::from(board) - 1].result
}

/// What the page shows in the element with this id.
fn shown(ui: &Ui, id: &str) -> String {
    view(ui)
        .find(id)
        .map(|n| n.text_content())
        .unwrap_or_default()
}

/// Reloads the page: a new record from the stored text.
fn reload(ui: &Ui) -> Ui {
    let stored = ui.stored().unwrap();
    let mut again = tool(ui.lang);
    assert_eq!(
        again.load(Some(&stored), "1"),
        None,
        "the stored evening reads back"
    );
    assert_eq!(again.evening, ui.evening);
    again
}

#[test]
fn three_rounds_seven_players_by_keyboard() {
    let mut ui = tool(Lang::Nl);
    new_evening(&mut ui, "Clubavond De Toren");
    assert_eq!(ui.notice, Some(Notice::Created));
    assert_eq!(ui.screen, Screen::Players);
    assert_eq!(ui.focus.as_deref(), Some("player-name"));

    // Registration: a bad rating keeps what was typed; an empty name is refused.
    let effects = register(&mut ui, "Ann", "21OO");
    assert_eq!(ui.notice, Some(Notice::BadNumber(Field::Rating)));
    assert!(!effects.save);
    assert_eq!(ui.player_form.as_ref().unwrap().get("name"), "Ann");
    assert_eq!(
        ui.focus.as_deref(),
        Some("player-rating"),
        "the field to correct"
    );
    register(&mut ui, "  ", "");
    assert_eq!(
        ui.notice,
        Some(Notice::Refused(EveningError::PlayerNameEmpty))
    );
    for (name, rating) in [
        ("Fay", ""),
        ("Cid", "1900"),
        ("Ann", "2100"),
        ("Eve", "1700"),
        ("Bob", "2000"),
        ("Dee", "1800"),
    ] {
        let effects = register(&mut ui, name, rating);
        assert!(effects.save, "{name} is stored");
        assert_eq!(ui.notice, Some(Notice::Registered(name.into(), None)));
    }
    assert_eq!(
        ui.player_form, None,
        "the form is empty for the next player"
    );
    // Eve (registered fourth) asks a half-point bye for round 1.
    send(&mut ui, Action::Bye(4, "half".into()));
    assert_eq!(
        ui.notice,
        Some(Notice::Bye("Eve".into(), 1, evening::ByeKind::Half))
    );

    // Round 1: one press; the draft, changed by hand and back, then published.
    send(&mut ui, Action::Pair);
    assert_eq!(ui.screen, Screen::Round);
    assert_eq!(ui.focus.as_deref(), Some("publish"));
    let sp1 = ui.evening.as_ref().unwrap().round(1).unwrap().sp.unwrap();
    assert!(matches!(ui.notice, Some(Notice::Paired(1, sp, 0)) if sp == sp1));
    assert!(shown(&ui, "sp").contains(&sp1.to_string()));
    let drafted = boards(&ui);
    assert_eq!(
        drafted.len(),
        2,
        "five players: two boards and the pairing bye"
    );
    send(&mut ui, Action::Swap(1));
    assert_eq!(boards(&ui)[0], (drafted[0].1.clone(), drafted[0].0.clone()));
    send(&mut ui, Action::Swap(1));
    send(
        &mut ui,
        Action::Exchange(Fields::of(&[("a", "1"), ("b", "1")])),
    );
    assert_eq!(ui.notice, Some(Notice::ChooseTwo));
    assert_eq!(boards(&ui), drafted);
    // A result cannot go into a draft.
    key(&mut ui, 1, "1");
    assert_eq!(
        ui.notice,
        Some(Notice::Refused(EveningError::NotPublished(1)))
    );
    send(&mut ui, Action::Publish);
    assert_eq!(ui.focus.as_deref(), Some("result-1"));

    // Results by keyboard: 1 on board 1 moves on to board 2; f then 0 is 0F-1F there.
    let effects = key(&mut ui, 1, "1");
    assert!(effects.handled && effects.save);
    assert_eq!(result(&ui, 1, 1), Some(BoardResult::WhiteWins));
    assert_eq!(ui.focus.as_deref(), Some("result-2"));
    assert_eq!(
        ui.notice,
        Some(Notice::Result(1, Some(BoardResult::WhiteWins), 1))
    );
    ui.focus = None;
    let effects = key(&mut ui, 2, "f");
    assert!(effects.handled && !effects.save);
    assert_eq!(ui.armed, Some(2));
    assert_eq!(ui.notice, Some(Notice::Forfeit(2)));
    key(&mut ui, 2, "0");
    assert_eq!(result(&ui, 1, 2), Some(BoardResult::BlackWinsByForfeit));
    assert_eq!(ui.armed, None);
    assert_eq!(ui.focus, None, "no board left open: the focus stays");
    assert!(shown(&ui, "pending").contains("Alle uitslagen"));
    // Tab is the browser's; arrows move between boards; a correction with '='.
    assert!(!key(&mut ui, 2, "Tab").handled);
    key(&mut ui, 2, "ArrowUp");
    assert_eq!(ui.focus.as_deref(), Some("result-1"));
    key(&mut ui, 1, "=");
    assert_eq!(result(&ui, 1, 1), Some(BoardResult::Draw));
    assert!(view(&ui).find("pair").is_some(), "round 2 can be paired");

    // A reload between rounds loses nothing.
    let mut ui = reload(&ui);
    assert_eq!(ui.screen, Screen::Round);

    // Between rounds: Gus arrives late, Fay withdraws, Cid asks a zero-point bye.
    register(&mut ui, "Gus", "1950");
    assert_eq!(ui.notice, Some(Notice::Registered("Gus".into(), Some(2))));
    let e = ui.evening.as_ref().unwrap();
    let id = |name: &str| {
        let i = e.players().iter().position(|p| p.name == name).unwrap();
        u16::try_from(i + 1).unwrap()
    };
    let (fay, cid, dee) = (id("Fay"), id("Cid"), id("Dee"));
    send(&mut ui, Action::Withdraw(fay));
    assert_eq!(ui.notice, Some(Notice::Withdrawn("Fay".into(), 2)));
    assert_eq!(ui.focus, Some(format!("reinstate-{fay}")));
    send(&mut ui, Action::Bye(cid, "zero".into()));
    send(&mut ui, Action::Pair);
    send(&mut ui, Action::Publish);
    assert_eq!(
        boards(&ui).len(),
        2,
        "Ann, Bob, Dee, Eve, Gus: two boards and the bye"
    );
    key(&mut ui, 1, "+");
    assert_eq!(result(&ui, 2, 1), Some(BoardResult::WhiteWinsByForfeit));
    key(&mut ui, 2, "r");
    assert_eq!(result(&ui, 2, 2), Some(BoardResult::Draw));
    // Round 1 is now final: shown, but its results cannot change.
    send(&mut ui, Action::ShowRound("1".into()));
    assert_eq!(ui.shown_round(), Some(1));
    let page = view(&ui);
    assert!(page.find("result-1").unwrap().get("disabled").is_some());
    key(&mut ui, 1, "0");
    assert_eq!(
        ui.notice,
        Some(Notice::Refused(EveningError::ResultsFinal(1)))
    );
    send(&mut ui, Action::ShowRound("2".into()));

    // Round 3 after another reload: Dee asks a half-point bye.
    let mut ui = reload(&ui);
    send(&mut ui, Action::Bye(dee, "half".into()));
    send(&mut ui, Action::Pair);
    assert_ne!(ui.evening.as_ref().unwrap().round(3).unwrap().sp, Some(sp1));
    send(&mut ui, Action::Publish);
    let games = boards(&ui).len();
    for board in 1..=u16::try_from(games).unwrap() {
        key(&mut ui, board, if board % 2 == 1 { "0" } else { "1" });
    }
    assert!(ui.evening.as_ref().unwrap().round(3).unwrap().is_complete());
    assert!(
        view(&ui).find("to-standings").is_some(),
        "the evening is done"
    );

    // The standings after round 3 with the arbiter's tie-breaks, and the cross table.
    send(&mut ui, Action::Show(Screen::Standings));
    let page = view(&ui);
    let table = page.find("standings").unwrap();
    assert_eq!(
        table.all("tr").len(),
        1 + 7,
        "a header row and every player"
    );
    let headers: Vec<String> = table.all("abbr").iter().map(|a| a.text_content()).collect();
    assert_eq!(headers, ["Pl.", "WP-1", "WP", "SB"]);
    let cross = page.find("cross").unwrap();
    assert!(
        cross.text_content().contains("bye ½"),
        "Eve's and Dee's half-point byes"
    );
    assert!(page
        .find("standings-title")
        .unwrap()
        .text_content()
        .contains("na ronde 3"));

    // Print: the page asks for the print dialogue and shows the sheet; Escape closes it.
    let effects = send(&mut ui, Action::Print(Print::ResultSheet(3)));
    assert!(effects.print);
    let page = view(&ui);
    assert!(page
        .find("print-page")
        .unwrap()
        .text_content()
        .contains("uitslagenlijst"));
    assert!(
        page.find("nav-players").is_none(),
        "only the sheet and its bar"
    );
    send(&mut ui, Action::Cancel);
    assert_eq!(ui.print, None);

    // TRF out and back in, into another browser.
    let effects = send(&mut ui, Action::Export);
    let file = effects.download.unwrap();
    assert_eq!(file.name, "clubavond-de-toren-2025-03-14.trf");
    let mut other = tool(Lang::En);
    send(&mut other, Action::Import(file.text));
    assert_eq!(other.notice, Some(Notice::Imported(7, 3)));
    let (a, b) = (
        other.evening.as_ref().unwrap(),
        ui.evening.as_ref().unwrap(),
    );
    assert_eq!(a.standings(3).unwrap().rows, b.standings(3).unwrap().rows);
    assert_eq!(
        PlayerId::new(1).and_then(|p| a.player(p)).unwrap().name,
        "Ann"
    );
}

#[test]
fn the_draft_warns_and_a_round_is_taken_back() {
    let mut ui = tool(Lang::En);
    new_evening(&mut ui, "");
    for (name, rating) in [
        ("Ann", "2000"),
        ("Bob", "1900"),
        ("Cid", "1800"),
        ("Dee", "1700"),
    ] {
        register(&mut ui, name, rating);
    }
    send(&mut ui, Action::Pair);
    send(&mut ui, Action::Publish);
    key(&mut ui, 1, "1");
    key(&mut ui, 2, "0");
    send(&mut ui, Action::Pair);
    // Put board 1's players of round 1 back together: a rematch warning on the draft.
    let round1 = ui.evening.as_ref().unwrap().round(1).unwrap().clone();
    let evening::Board::Game { white, black, .. } = round1.boards[0] else {
        panic!()
    };
    let e = ui.evening.as_ref().unwrap();
    let draft = e.draft().unwrap();
    let opponent_of_white = draft
        .boards
        .iter()
        .find_map(|b| match *b {
            evening::Board::Game {
                white: w, black: b, ..
            } if w == white => Some(b),
            evening::Board::Game {
                white: w, black: b, ..
            } if b == white => Some(w),
            _ => None,
        })
        .unwrap();
    let fields = Fields(vec![
        ("a".into(), opponent_of_white.rank().to_string()),
        ("b".into(), black.rank().to_string()),
    ]);
    send(&mut ui, Action::Exchange(fields));
    assert!(matches!(ui.notice, Some(Notice::Exchanged(..))));
    let page = view(&ui);
    let warnings = page
        .find("warnings")
        .expect("the warnings are shown")
        .text_content();
    assert!(
        warnings.contains("already played each other in round 1"),
        "{warnings}"
    );
    // Discarded, the round is paired again from scratch.
    send(&mut ui, Action::Discard);
    assert_eq!(ui.notice, Some(Notice::Discarded(2)));
    assert_eq!(ui.focus.as_deref(), Some("pair"));
    assert!(ui.evening.as_ref().unwrap().draft().is_none());
}

#[test]
fn a_new_evening_asks_first() {
    let mut ui = tool(Lang::Fr);
    new_evening(&mut ui, "Blitz");
    register(&mut ui, "Ann", "");
    send(&mut ui, Action::New);
    assert!(ui.confirm.is_some());
    assert_eq!(ui.focus.as_deref(), Some("confirm-no"));
    send(&mut ui, Action::Cancel);
    assert!(ui.evening.is_some() && ui.confirm.is_none());
    send(&mut ui, Action::New);
    let effects = send(&mut ui, Action::Confirm);
    assert!(effects.save, "the stored evening is removed");
    assert_eq!((ui.evening.as_ref(), ui.screen), (None, Screen::Setup));
    assert_eq!(ui.stored(), None);
}

#[test]
fn corrections_removals_and_returns() {
    let mut ui = tool(Lang::Nl);
    new_evening(&mut ui, "");
    for (name, rating) in [
        ("Ann", "1800"),
        ("Bob", "1700"),
        ("Cid", "1600"),
        ("Xavier", ""),
    ] {
        register(&mut ui, name, rating);
    }
    // A correction: the form shows the player; Escape (Cancel) leaves it unchanged.
    send(&mut ui, Action::Edit(2));
    assert_eq!(ui.player_form.as_ref().unwrap().get("rating"), "1700");
    assert!(view(&ui).find("player-cancel").is_some());
    send(&mut ui, Action::Cancel);
    assert_eq!((ui.editing, ui.player_form.as_ref()), (None, None));
    send(&mut ui, Action::Edit(2));
    send(
        &mut ui,
        Action::Player(Fields::of(&[
            ("name", "Bob Jansen"),
            ("rating", "1750"),
            ("club", "De Toren"),
        ])),
    );
    assert_eq!(ui.notice, Some(Notice::Updated("Bob Jansen".into())));
    let bob = ui.evening.as_ref().unwrap().players()[1].clone();
    assert_eq!(
        (bob.rating, bob.club.as_deref()),
        (Some(1750), Some("De Toren"))
    );
    // A player registered by mistake is removed before round 1.
    send(&mut ui, Action::Remove(4));
    assert_eq!(ui.notice, Some(Notice::Removed("Xavier".into())));
    assert_eq!(ui.evening.as_ref().unwrap().players().len(), 3);
    // After round 1: withdrawn and back; no removing a player who has played.
    send(&mut ui, Action::Pair);
    send(&mut ui, Action::Publish);
    key(&mut ui, 1, "1");
    send(&mut ui, Action::Show(Screen::Players));
    assert!(view(&ui).find("remove-1").is_none());
    send(&mut ui, Action::Withdraw(3));
    assert!(view(&ui).find("reinstate-3").is_some());
    send(&mut ui, Action::Reinstate(3));
    assert_eq!(ui.notice, Some(Notice::Reinstated("Cid".into(), 2)));
    assert_eq!(ui.focus.as_deref(), Some("withdraw-3"));
    send(&mut ui, Action::Remove(1));
    assert_eq!(
        ui.notice,
        Some(Notice::Refused(EveningError::AlreadyStarted))
    );
    // A bye asked and cancelled.
    send(&mut ui, Action::Bye(2, "zero".into()));
    assert_eq!(
        ui.notice,
        Some(Notice::Bye("Bob Jansen".into(), 2, evening::ByeKind::Zero))
    );
    send(&mut ui, Action::Bye(2, String::new()));
    assert_eq!(
        ui.notice,
        Some(Notice::ByeCancelled("Bob Jansen".into(), 2))
    );
    assert_eq!(ui.evening.as_ref().unwrap().players()[1].bye(2), None);
}
