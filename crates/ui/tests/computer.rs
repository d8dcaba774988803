//! Playing against the computer, on the state record: when it is asked, what its answer
//! does, takeback, reload, clocks (issue 10, the page's side).

use protocol::{Answer, SearchRequest};
use rules::Color;
use ui::address::{Address, Params};
use ui::i18n::Lang;
use ui::persist;
use ui::state::saved::BootInput;
use ui::state::{App, Button, Effect, NewGame, Opponent, Press};

mod common;
use common::*;

/// The last question asked of the worker.
fn asked(app: &mut App) -> Option<SearchRequest> {
    let q = app.effects.iter().rev().find_map(|e| match e {
        Effect::Think(r) => Some(r.clone()),
        _ => None,
    });
    app.effects.clear();
    q
}

fn answer(app: &mut App, id: u32, uci: &str) -> bool {
    app.on_answer(&Answer {
        id,
        best: Some(uci.into()),
        depth: 3,
        nodes: 100,
    })
}

fn vs_computer(side: Color, fen: &str) -> App {
    let mut app = App::new(Lang::En, 518);
    app.opponent = Opponent::Computer(Some(side), 2);
    app.new_game(NewGame::Fen(fen.into())).unwrap();
    app
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[test]
fn the_computer_is_asked_on_its_turn_and_its_answer_is_played() {
    let mut app = vs_computer(Color::White, START);
    let q = asked(&mut app).expect("asked at once: White to move");
    assert_eq!((q.level, q.moves.len()), (2, 0));
    assert_eq!(q.start_fen, START);
    assert!(q.seed < 1 << 53, "a JavaScript number");
    assert!(app.flipped, "the player (Black) at the bottom");
    assert!(app.status().contains("thinking"), "{}", app.status());
    // The player cannot move for the computer, nor castle.
    drag(&mut app, "e2", "e4");
    assert_eq!(app.game.ply(), 0);
    assert_eq!(app.castle_buttons(), [false, false]);
    // A stale answer is ignored, the right one is played like a move.
    assert!(!answer(&mut app, q.id + 7, "e2e4"));
    assert!(answer(&mut app, q.id, "e2e4"));
    assert_eq!(app.game.sans(), ["e4"]);
    assert_eq!(app.announce, "White: pawn e2 to e4");
    assert!(app.board_view().last_move.is_some());
    assert!(asked(&mut app).is_none(), "the player's turn");
    drag(&mut app, "e7", "e5");
    let q2 = asked(&mut app).expect("asked again");
    assert_eq!(q2.moves, ["e2e4", "e7e5"]);
    assert_ne!(q2.id, q.id);
}

#[test]
fn the_computer_castles_as_castling() {
    let mut app = vs_computer(Color::White, "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    let q = asked(&mut app).unwrap();
    assert!(answer(&mut app, q.id, "e1h1"));
    assert_eq!(app.game.sans(), ["O-O"]);
    assert_eq!(app.announce, "White castles O-O: king g1, rook f1");
    // A king move to g1 is not castling and not legal here.
    let mut app = vs_computer(Color::White, "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    let q = asked(&mut app).unwrap();
    answer(&mut app, q.id, "e1g1");
    assert_eq!(app.game.ply(), 0);
    assert!(app.notice.is_some(), "a bad answer is reported");
}

#[test]
fn takeback_takes_back_the_players_move_and_the_reply() {
    let mut app = vs_computer(Color::Black, START);
    assert!(asked(&mut app).is_none(), "White (the player) first");
    drag(&mut app, "e2", "e4");
    let q = asked(&mut app).unwrap();
    answer(&mut app, q.id, "e7e5");
    drag(&mut app, "g1", "f3");
    let q = asked(&mut app).unwrap();
    answer(&mut app, q.id, "b8c6");
    assert_eq!(app.game.ply(), 4);
    assert!(app.press(Button::Takeback, Press::CLICK));
    assert_eq!(
        app.game.sans(),
        ["e4", "e5"],
        "Nf3 and its reply taken back"
    );
    assert!(asked(&mut app).is_none(), "the player to move again");
    // While the computer thinks: the player's move is taken back, the search stopped.
    drag(&mut app, "d2", "d4");
    assert!(asked(&mut app).is_some());
    app.press(Button::Takeback, Press::CLICK);
    assert_eq!(app.game.sans(), ["e4", "e5"]);
    assert!(app.effects.contains(&Effect::StopThinking));
    assert_eq!(app.thinking, None);
}

#[test]
fn a_reload_while_the_computer_is_to_move_asks_again() {
    let mut app = vs_computer(Color::Black, START);
    drag(&mut app, "e2", "e4");
    assert!(asked(&mut app).is_some());
    let saved = persist::decode(&persist::encode(&app.to_saved())).unwrap();
    let back = App::from_saved(&saved, Lang::En).unwrap();
    let params = Params::from_address(&Address::read("", ""));
    let mut app = App::boot(BootInput {
        params: &params,
        saved: Some(Ok(back)),
        lang: Lang::En,
        random: 3,
        today: String::new(),
        storage: true,
        address: "",
    });
    assert_eq!(
        app.computer.map(|c| (c.side, c.level)),
        Some((Color::Black, 2))
    );
    assert_eq!(app.thinking, None);
    app.think_if_needed();
    let q = asked(&mut app).expect("asked after the reload");
    assert_eq!(q.moves, ["e2e4"]);
}

#[test]
fn a_link_starts_a_game_against_the_computer() {
    let params = Params::from_address(&Address::read("?sp=12&computer=white&level=5", ""));
    assert!(params.warnings.is_empty(), "{:?}", params.warnings);
    let mut app = App::boot(BootInput {
        params: &params,
        saved: None,
        lang: Lang::En,
        random: 3,
        today: String::new(),
        storage: true,
        address: "",
    });
    assert_eq!(
        app.computer.map(|c| (c.side, c.level)),
        Some((Color::White, 5))
    );
    app.think_if_needed();
    assert_eq!(asked(&mut app).map(|q| q.level), Some(5));
    let bad = Params::from_address(&Address::read("?computer=purple&level=9", ""));
    assert_eq!(bad.warnings.len(), 2);
}

#[test]
fn clocks_apply_to_both_and_a_paused_clock_stops_the_search() {
    let mut app = App::new(Lang::En, 518);
    app.opponent = Opponent::Computer(Some(Color::Black), 8);
    app.set_time_control(Some((3, 2)));
    app.now = 1.0e12;
    app.new_game(NewGame::Number(518)).unwrap();
    drag(&mut app, "e2", "e4");
    let q = asked(&mut app).unwrap();
    let clock = q.clock.expect("clock times sent");
    assert_eq!((clock.btime, clock.binc), (180_000, 2_000));
    assert_eq!(q.movetime_ms, None);
    app.now += 4_000.0;
    answer(&mut app, q.id, "e7e5");
    let c = app.clock.as_ref().unwrap();
    assert_eq!(
        c.remaining(Color::Black, app.now),
        178_000,
        "its time ran, plus increment"
    );
    drag(&mut app, "g1", "f3");
    assert!(asked(&mut app).is_some());
    app.toggle_clock();
    assert_eq!(app.thinking, None);
    assert!(app.effects.contains(&Effect::StopThinking));
    app.effects.clear();
    app.toggle_clock();
    assert!(asked(&mut app).is_some(), "resumed: asked again");
}

#[test]
fn rematch_swaps_the_computers_side_and_controls_stay_the_players() {
    let mut app = vs_computer(Color::White, START);
    let q = asked(&mut app).unwrap();
    answer(&mut app, q.id, "e2e4");
    let p = app.panel();
    assert_eq!(
        p.resign,
        [false, true],
        "only the player (Black) can resign"
    );
    assert!(!p.draw, "the computer does not agree draws");
    app.resign(Color::Black);
    app.press(Button::Rematch, Press::CLICK);
    assert_eq!(app.computer.map(|c| c.side), Some(Color::Black));
    assert!(!app.flipped, "the player now has White, at the bottom");
    assert!(asked(&mut app).is_none());
}
