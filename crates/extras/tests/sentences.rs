//! The full sentences the page gets from this module for its messages, through the functions
//! it calls (`read_move`, `move_error`, `pgn_import`): the state record (crate `ui`) says a
//! short text at once and names the detail; these are the words that replace it.

use ui::i18n::Lang;
use ui::message::Detail;
use ui::state::{App, Effect};

/// Enter in the move field, answered as the page answers it: this module's `read_move`.
fn typed(app: &mut App, text: &str) {
    app.enter_move(text);
    let reads: Vec<(String, String)> = app
        .effects
        .iter()
        .filter_map(|e| match e {
            Effect::ReadMove { fen, text } => Some((fen.clone(), text.clone())),
            _ => None,
        })
        .collect();
    for (fen, text) in reads {
        let answer = extras::read_move(&fen, &text, app.lang.code());
        let answer = ui::notation::typed_answer_from_text(&answer);
        app.move_read(&fen, &text, answer);
    }
}

/// An illegal typed move: the message's detail names the position and the text, and this
/// module's `move_error` says why, in the interface language's piece letters.
#[test]
fn an_illegal_typed_move_is_explained_in_french() {
    let mut app = App::new(Lang::Fr, 518);
    typed(&mut app, "Cd4");
    assert_eq!(app.game.ply(), 0);
    let msg = app.notice.as_ref().unwrap().msg.clone();
    let Some(Detail::Move(fen, said)) = msg.detail() else {
        panic!("{msg:?}")
    };
    let full = extras::move_error(&fen, &said, "fr");
    assert_eq!(
        msg.text_with(Lang::Fr, Some(&full)),
        "Coup illégal Cd4 : aucun de vos cavaliers (b1, g1) ne peut aller en d4."
    );
}

/// Issue #17, item 8: French `Rf1` (roi) when the English reading (a rook to f1) is legal too:
/// the sentence gives both readings, each in its long form.
#[test]
fn two_readings_are_both_said() {
    // SP 518 after e4 e5 Nf3 Nc6 Bc4 Bc5.
    let fen = "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";
    assert_eq!(extras::read_move(fen, "Rf1", "fr"), "err two");
    let sentence = extras::move_error(fen, "Rf1", "fr");
    assert!(
        sentence.contains("roi e1-f1") && sentence.contains("tour h1-f1"),
        "{sentence}"
    );
    assert!(
        sentence.contains("Re1-f1") && sentence.contains("Th1-f1"),
        "{sentence}"
    );
}

/// A PGN that cannot be read: the import's answer names the line.
#[test]
fn a_bad_pgn_names_its_line() {
    let out = extras::pgn_import("[Event \"x\"]\n\n1. e4 e5 2. Nf9 *", "en");
    let why = out.strip_prefix("err\n").expect(&out);
    assert!(why.to_lowercase().contains("line 3"), "{why}");
}
