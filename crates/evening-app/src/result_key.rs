//! What a key pressed on a board's result field means: the arbiter types the results as
//! they come in, board after board, without the mouse.
//!
//! | key | result |
//! |---|---|
//! | `1` | 1-0 |
//! | `=`, `r`, `d`, `½`, `5` | ½-½ (remise, draw) |
//! | `0` | 0-1 |
//! | `f` then `1` / `0` / `f` | 1F-0F / 0F-1F / 0F-0F (forfeits: reglementair) |
//! | `+`, `-`, `*` | 1F-0F, 0F-1F, 0F-0F at once |
//! | Delete, Backspace | clears the result |
//! | ↓ / ↑ | the next / previous board |
//! | Enter | the next board still without a result |
//! | Escape | forgets a pending `f` |

use evening::BoardResult;

/// What a key does on a board's result field.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ResultKey {
    /// Enter this result (`None`: clear it).
    Set(Option<BoardResult>),
    /// The first key of a forfeit: the next says who won.
    ArmForfeit,
    /// Forget a pending forfeit key.
    Disarm,
    /// Move to the next board (`true`) or the previous one.
    Move(bool),
    /// Move to the next board still without a result.
    NextPending,
}

impl ResultKey {
    /// The meaning of `key` (a `KeyboardEvent.key`), `armed` when the board's last key was
    /// the forfeit's `f`; `None` for keys left to the browser (Tab, letters that mean
    /// nothing here...).
    pub fn read(key: &str, armed: bool) -> Option<ResultKey> {
        use BoardResult::*;
        let set = |r| Some(ResultKey::Set(Some(r)));
        match key {
            "1" if armed => set(WhiteWinsByForfeit),
            "0" if armed => set(BlackWinsByForfeit),
            "f" | "F" if armed => set(DoubleForfeit),
            "1" => set(WhiteWins),
            "0" => set(BlackWins),
            "=" | "r" | "R" | "d" | "D" | "½" | "5" if !armed => set(Draw),
            "f" | "F" => Some(ResultKey::ArmForfeit),
            "+" => set(WhiteWinsByForfeit),
            "-" => set(BlackWinsByForfeit),
            "*" => set(DoubleForfeit),
            "Delete" | "Backspace" => Some(ResultKey::Set(None)),
            "ArrowDown" => Some(ResultKey::Move(true)),
            "ArrowUp" => Some(ResultKey::Move(false)),
            "Enter" => Some(ResultKey::NextPending),
            "Escape" if armed => Some(ResultKey::Disarm),
            _ if armed => Some(ResultKey::Disarm),
            _ => None,
        }
    }
}

/// The code of a result in the result field's option values (`""`: no result).
pub fn result_code(result: Option<BoardResult>) -> &'static str {
    match result {
        None => "",
        Some(BoardResult::WhiteWins) => "1-0",
        Some(BoardResult::Draw) => "=",
        Some(BoardResult::BlackWins) => "0-1",
        Some(BoardResult::WhiteWinsByForfeit) => "+",
        Some(BoardResult::BlackWinsByForfeit) => "-",
        Some(BoardResult::DoubleForfeit) => "*",
    }
}

/// The result of an option value written by [`result_code`]; `None` for an unknown value.
pub fn result_of_code(code: &str) -> Option<Option<BoardResult>> {
    if code.is_empty() {
        return Some(None);
    }
    BoardResult::ALL
        .into_iter()
        .find(|r| result_code(Some(*r)) == code)
        .map(Some)
}

#[cfg(test)]
mod tests {
    use super::*;
    use BoardResult::*;

    #[test]
    fn the_three_results_in_one_key_each() {
        assert_eq!(
            ResultKey::read("1", false),
            Some(ResultKey::Set(Some(WhiteWins)))
        );
        assert_eq!(
            ResultKey::read("0", false),
            Some(ResultKey::Set(Some(BlackWins)))
        );
        for key in ["=", "r", "R", "d", "½", "5"] {
            assert_eq!(
                ResultKey::read(key, false),
                Some(ResultKey::Set(Some(Draw))),
                "{key}"
            );
        }
    }

    #[test]
    fn forfeits_take_f_and_the_winner() {
        assert_eq!(ResultKey::read("f", false), Some(ResultKey::ArmForfeit));
        assert_eq!(ResultKey::read("F", false), Some(ResultKey::ArmForfeit));
        assert_eq!(
            ResultKey::read("1", true),
            Some(ResultKey::Set(Some(WhiteWinsByForfeit)))
        );
        assert_eq!(
            ResultKey::read("0", true),
            Some(ResultKey::Set(Some(BlackWinsByForfeit)))
        );
        assert_eq!(
            ResultKey::read("f", true),
            Some(ResultKey::Set(Some(DoubleForfeit)))
        );
        assert_eq!(
            ResultKey::read("=", true),
            Some(ResultKey::Disarm),
            "no forfeit draw"
        );
        assert_eq!(ResultKey::read("Escape", true), Some(ResultKey::Disarm));
        assert_eq!(
            ResultKey::read("+", false),
            Some(ResultKey::Set(Some(WhiteWinsByForfeit)))
        );
        assert_eq!(
            ResultKey::read("-", false),
            Some(ResultKey::Set(Some(BlackWinsByForfeit)))
        );
        assert_eq!(
            ResultKey::read("*", false),
            Some(ResultKey::Set(Some(DoubleForfeit)))
        );
    }

    #[test]
    fn moving_and_clearing() {
        assert_eq!(
            ResultKey::read("ArrowDown", false),
            Some(ResultKey::Move(true))
        );
        assert_eq!(
            ResultKey::read("ArrowUp", false),
            Some(ResultKey::Move(false))
        );
        assert_eq!(
            ResultKey::read("Enter", false),
            Some(ResultKey::NextPending)
        );
        assert_eq!(ResultKey::read("Delete", false), Some(ResultKey::Set(None)));
        assert_eq!(
            ResultKey::read("Backspace", false),
            Some(ResultKey::Set(None))
        );
    }

    #[test]
    fn other_keys_are_left_to_the_browser() {
        for key in ["Tab", "a", "Shift", " ", "2", "Escape"] {
            assert_eq!(ResultKey::read(key, false), None, "{key}");
        }
    }

    #[test]
    fn codes_round_trip() {
        assert_eq!(result_of_code(""), Some(None));
        for r in BoardResult::ALL {
            assert_eq!(result_of_code(result_code(Some(r))), Some(Some(r)));
        }
        assert_eq!(result_of_code("2-0"), None);
    }
}
