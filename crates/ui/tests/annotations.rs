//! Issue 19: an imported game keeps its variations, NAGs and comments on the game page while
//! it follows the imported main line, through a reload, and gives them back in its PGN.

use ui::i18n::Lang;
use ui::persist::{decode, encode};
use ui::state::App;

const PGN: &str =
    "[White \"Anna\"]\n\n{Start} 1. e4 $1 {Best by test} (1. d4 d5 (1... Nf6)) 1... e5 \
                   2. Nf3 $6 {Dubious} (2. f4 {Gambit}) 2... Nc6 *";

/// Imports `pgn` as the page does: the second module reads it into saved-game text, the
/// page starts the game from that text.
fn imported(pgn: &str) -> App {
    let (start, left_out) = ui::state::new_game::prepare_import_noting(pgn).unwrap();
    assert!(left_out.is_empty(), "nothing left out");
    let mut reader = App::new(Lang::En, 518);
    reader.start(start);
    let mut app = App::new(Lang::En, 518);
    app.pgn_read(Ok(&encode(&reader.to_saved())));
    app
}

/// The game's PGN export on one line (the writer wraps lines at 79 characters).
fn pgn_of(app: &App) -> String {
    app.pgn_text()
        .split_ascii_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

fn reloaded(app: &App) -> App {
    App::from_saved(&decode(&encode(&app.to_saved())).unwrap(), Lang::En).unwrap()
}

fn play(app: &mut App, from: &str, to: &str) {
    assert!(
        app.try_move(from.parse().unwrap(), to.parse().unwrap()),
        "{from}{to}"
    );
}

#[test]
fn an_import_keeps_them_through_a_reload() {
    let app = imported(PGN);
    assert_eq!(app.game.ply(), 4);
    let want = rules::pgn::read_game(PGN).unwrap();
    for app in [reloaded(&app), app] {
        let pgn = pgn_of(&app);
        let got = rules::pgn::read_game(&pgn).unwrap();
        assert_eq!(got.game.sans(), want.game.sans());
        assert_eq!(
            got.comments().collect::<Vec<_>>(),
            want.comments().collect::<Vec<_>>()
        );
        for ply in 0..=4 {
            assert_eq!(got.nags(ply), want.nags(ply), "{pgn}");
            assert_eq!(got.variations(ply), want.variations(ply), "{pgn}");
        }
        assert!(pgn.contains("{Start} 1. e4 $1 {Best by test} (1. d4 d5 (1... Nf6)) 1... e5 2. Nf3 $6 {Dubious} (2. f4 {Gambit}) 2... Nc6 *"), "{pgn}");
    }
}

#[test]
fn a_game_without_them_carries_nothing() {
    let app = imported("1. e4 e5 *");
    assert!(app.notes.is_empty());
    assert!(!encode(&app.to_saved()).contains("notes"));
}

#[test]
fn a_takeback_and_another_move_drop_them_from_that_move() {
    let mut app = imported(PGN);
    // Taking back and playing the same move keeps everything.
    assert!(app.takeback());
    play(&mut app, "b8", "c6");
    assert!(
        pgn_of(&app).contains("(2. f4 {Gambit})"),
        "{}",
        pgn_of(&app)
    );
    // Another second move for White: its NAG, comment and variation go; move 1's stay.
    assert!(app.takeback() && app.takeback());
    play(&mut app, "d2", "d4");
    let pgn = pgn_of(&app);
    assert!(
        pgn.contains("{Start} 1. e4 $1 {Best by test} (1. d4 d5 (1... Nf6)) 1... e5 2. d4"),
        "{pgn}"
    );
    assert!(!pgn.contains("Gambit") && !pgn.contains("$6"), "{pgn}");
    // Also after a reload, and going back to the imported move does not bring them back.
    let mut app = reloaded(&app);
    assert!(app.takeback());
    play(&mut app, "g1", "f3");
    let pgn = pgn_of(&app);
    assert!(
        !pgn.contains("Gambit") && pgn.contains("Best by test"),
        "{pgn}"
    );
    // Another first move: nothing is left.
    assert!(app.takeback() && app.takeback() && app.takeback());
    play(&mut app, "c2", "c4");
    assert!(app.notes.is_empty());
    assert!(!app.pgn_text().contains('{'), "{}", app.pgn_text());
}

#[test]
fn moves_after_the_imported_line_have_none() {
    let mut app = imported(PGN);
    play(&mut app, "f1", "b5");
    let pgn = pgn_of(&app);
    assert!(pgn.contains("2... Nc6 3. Bb5 *"), "{pgn}");
    assert!(pgn.contains("(2. f4 {Gambit})"), "{pgn}");
}

#[test]
fn a_new_game_drops_them() {
    let mut app = imported(PGN);
    app.start(ui::state::new_game::Start::Rematch);
    assert!(app.notes.is_empty());
}

/// Damaged notes in a saved game never panic: not when restored, played on, or exported.
#[test]
fn damaged_notes_never_panic() {
    let app = imported(PGN);
    let notes = app.notes.clone();
    let mut x = 0x2545_f491_4f6c_dd1du64;
    let mut cases = vec![
        String::new(),
        "\n".into(),
        "e2e4".into(),
        "zz  \n(((".into(),
        "e2e4 e7e5\n1. e4 e5 2. Qh5 Ke7 Qxe5#".into(),
        notes.replace('\n', ""),
    ];
    for _ in 0..300 {
        let mut b = notes.clone().into_bytes();
        for _ in 0..3 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let i = (x % b.len() as u64) as usize;
            b[i] = (x >> 40) as u8;
        }
        cases.push(String::from_utf8_lossy(&b).into_owned());
    }
    for notes in cases {
        let mut saved = app.to_saved();
        saved.notes = notes;
        let Ok(mut a) = App::from_saved(&decode(&encode(&saved)).unwrap(), Lang::En) else {
            continue;
        };
        let _ = a.pgn_text();
        a.takeback();
        a.takeback();
        play(&mut a, "g1", "h3");
        let pgn = a.pgn_text();
        assert!(pgn.contains("2. Nh3"), "{pgn}");
    }
}
