//! What the host page hears (`parent=`): the messages follow from the state's transitions,
//! in order, and the host's commands act as the player's buttons would.

mod common;

use common::{app_fen, sq};
use rules::{CastlingSide, Color};
use ui::host::{Command, Event};
use ui::state::{App, Button, Effect, Press};

/// The messages the last transitions asked for, taken out of the effects.
fn told(app: &mut App) -> Vec<Event> {
    let effects = std::mem::take(&mut app.effects);
    effects
        .into_iter()
        .filter_map(|e| match e {
            Effect::Notify(t) => Some(app.host_event(t).expect("a message")),
            _ => None,
        })
        .collect()
}

fn names(events: &[Event]) -> Vec<String> {
    events
        .iter()
        .map(|e| {
            let json = e.to_json("", "");
            let at = json.find("\"type\":\"").unwrap() + 8;
            json[at..].split('"').next().unwrap().to_string()
        })
        .collect()
}

const FEN: &str = "k7/8/8/1Q6/8/8/8/4K2R w K - 0 1";

fn listening() -> App {
    let mut app = app_fen(FEN);
    app.notify = true;
    app.effects.clear();
    app
}

#[test]
fn a_game_with_castling_a_takeback_and_mate() {
    let mut app = listening();
    assert!(app.castle(CastlingSide::KingSide));
    let after_castling = "k7/8/8/1Q6/8/8/8/5RK1 b - - 1 1";
    assert_eq!(
        told(&mut app),
        [Event::Move {
            ply: 1,
            san: "O-O".into(),
            uci: "e1h1".into(),
            fen: after_castling.into()
        }]
    );
    assert!(app.try_move(sq("a8"), sq("a7")));
    assert_eq!(names(&told(&mut app)), ["move"]);
    assert!(app.takeback());
    assert_eq!(
        told(&mut app),
        [Event::Takeback {
            ply: 1,
            fen: after_castling.into()
        }]
    );
    assert!(app.try_move(sq("a8"), sq("a7")));
    assert!(app.try_move(sq("f1"), sq("a1")));
    let events = told(&mut app);
    assert_eq!(names(&events), ["move", "move", "end"]);
    assert!(
        matches!(&events[1], Event::Move { ply: 3, san, uci, .. } if san == "Ra1#" && uci == "f1a1"),
        "{events:?}"
    );
    assert_eq!(
        events[2],
        Event::End {
            result: "1-0",
            reason: "checkmate"
        }
    );
    // A new game from the host starts at once (the game is over), and says `ready`.
    assert!(app.host_command(Command::NewGame(Some(518))));
    assert_eq!(
        told(&mut app),
        [Event::Ready {
            fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".into(),
            sp: Some(518)
        }]
    );
    app.host_command(Command::GetPgn);
    assert_eq!(told(&mut app), [Event::Pgn]);
}

#[test]
fn a_new_game_from_the_host_asks_the_player_during_a_game() {
    let mut app = listening();
    assert!(app.castle(CastlingSide::KingSide));
    told(&mut app);
    app.host_command(Command::NewGame(None));
    assert!(
        told(&mut app).is_empty(),
        "nothing starts before the player agrees"
    );
    assert!(app.ask.is_some());
    assert_eq!(app.game.ply(), 1);
    app.press(Button::AskYes, Press::CLICK);
    let events = told(&mut app);
    assert_eq!(names(&events), ["ready"]);
    assert_eq!(app.game.ply(), 0);
    let sp = app.sp;
    assert!(matches!(events[0], Event::Ready { sp: s, .. } if s == sp && s.is_some()));
}

#[test]
fn resignation_agreement_and_time() {
    let mut app = listening();
    app.resign(Color::White);
    assert_eq!(
        told(&mut app),
        [Event::End {
            result: "0-1",
            reason: "resignation"
        }]
    );
    // Taking back a resignation is a takeback with every move still on the board.
    assert!(app.takeback());
    assert_eq!(names(&told(&mut app)), ["takeback"]);
    app.agree_draw();
    assert_eq!(
        told(&mut app),
        [Event::End {
            result: "1/2-1/2",
            reason: "agreement"
        }]
    );

    let mut app = App::new(ui::i18n::Lang::En, 518);
    app.tc = Some((1, 0));
    app.new_game(ui::state::NewGame::Number(518)).unwrap();
    app.notify = true;
    app.now = 1000.0;
    assert!(app.try_move(sq("e2"), sq("e4")));
    told(&mut app);
    assert!(app.tick(1000.0 + 60_001.0));
    assert_eq!(
        told(&mut app),
        [Event::End {
            result: "1-0",
            reason: "time"
        }]
    );
}

#[test]
fn nothing_is_told_unless_the_address_asked() {
    let mut app = app_fen(FEN);
    app.effects.clear();
    assert!(app.castle(CastlingSide::KingSide));
    app.takeback();
    app.resign(Color::Black);
    app.host_command(Command::GetPgn);
    assert!(told(&mut app).is_empty());
}

/// The page hands each message to the extras module as its name and the saved game right
/// after the transition (`Told::name`, `App::to_saved`); read back there, they make the same
/// message as the state itself would.
#[test]
fn the_saved_game_and_the_name_make_the_same_message() {
    let mut app = listening();
    let lang = app.lang;
    let check = |app: &mut App| -> Vec<String> {
        let effects = std::mem::take(&mut app.effects);
        let mut names = Vec::new();
        for e in effects {
            if let Effect::Notify(t) = e {
                let saved = ui::persist::encode(&app.to_saved());
                let back = ui::persist::decode(&saved)
                    .and_then(|s| App::from_saved(&s, lang))
                    .expect("the saved game reads back");
                assert_eq!(back.told_event(t.name()), app.host_event(t), "{t:?}");
                names.push(t.name().to_string());
            }
        }
        names
    };
    app.notify_ready();
    assert_eq!(check(&mut app), ["ready"]);
    assert!(app.castle(CastlingSide::KingSide));
    assert_eq!(check(&mut app), ["move"]);
    assert!(app.takeback());
    assert_eq!(check(&mut app), ["takeback"]);
    app.resign(Color::White);
    assert_eq!(check(&mut app), ["end"]);
    app.host_command(Command::GetPgn);
    assert_eq!(check(&mut app), ["pgn"]);
    assert_eq!(app.told_event("height"), None);
    assert_eq!(app.told_event("nonsense"), None);
}
