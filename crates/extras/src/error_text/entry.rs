//! A typed move's error ([`EntryError`], from the move field's reader in
//! [`ui::notation`]) as a sentence.

use super::{san_error, two_readings};
use rules::{Move, Position, Role};
use ui::i18n::Lang;
use ui::notation::{entry_error_short, san_letters, EntryError, EntryKind};

/// A typed move's error in words, in `lang`, for the position `pos` it was typed in.
pub fn entry_error_text(lang: Lang, pos: &Position, e: &EntryError) -> String {
    match e {
        EntryError::TooLong(text) => {
            let mut s = String::from("\u{201c}");
            s.push_str(text);
            s.push_str("\u{2026}\u{201d}: ");
            s.push_str(ui::i18n::t(lang, ui::i18n::Key::EntryTooLong));
            s
        }
        EntryError::San(e) => san_error(lang, e),
        EntryError::IllegalNow(text) => entry_error_short(lang, EntryKind::Illegal, text),
        EntryError::TwoReadings {
            text,
            local,
            english,
        } => {
            let words = |m: &Move| {
                let role = pos.board().role_at(m.from()).unwrap_or(Role::Pawn);
                (role, m.from(), m.to())
            };
            let moves = [words(local), words(english)];
            two_readings(lang, text, moves, &san_letters(lang))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::fen::parse_position;
    use ui::notation::read_move;

    #[test]
    fn castling_that_is_not_possible_says_which() {
        let pos = parse_position("4k3/8/8/8/8/8/8/4K2R w K - 0 1").unwrap();
        let e = read_move(Lang::En, &pos, "O-O-O").unwrap_err();
        assert!(
            entry_error_text(Lang::En, &pos, &e).contains("O-O-O"),
            "{e:?}"
        );
    }

    #[test]
    fn ambiguous_and_illegal_entries_explain_why() {
        let pos = parse_position("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1").unwrap();
        let text = entry_error_text(
            Lang::Nl,
            &pos,
            &read_move(Lang::Nl, &pos, "Pd2").unwrap_err(),
        );
        assert!(
            text.contains("b1") && text.contains("f3") && text.contains("Pbd2"),
            "{text}"
        );
        let text = entry_error_text(
            Lang::En,
            &pos,
            &read_move(Lang::En, &pos, "Nd5").unwrap_err(),
        );
        assert!(text.contains("d5"), "{text}");
        for lang in Lang::ALL {
            for bad in ["x", "Nd5", "Nd2", "O-O"] {
                let e = read_move(lang, &pos, bad).unwrap_err();
                assert!(entry_error_text(lang, &pos, &e).len() > 5, "{lang:?} {bad}");
            }
        }
    }
}
