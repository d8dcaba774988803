//! Who a game is against: two people at one board, or the computer on a side at a level. Read
//! from the "New game" form, the address (`computer=`) and the saved game; below the state
//! record and the address reader, which both use it.

use rules::Color;

/// Levels: 1 (beginner) to 8 (full strength).
pub const LEVELS: std::ops::RangeInclusive<u8> = 1..=8;

/// The computer opponent of a game.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Computer {
    /// The side it plays.
    pub side: Color,
    /// Its level, 1-8.
    pub level: u8,
}

/// Who the next game is against (the "New game" form).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Opponent {
    /// Two people at one board.
    Human,
    /// The computer, on this side (`None`: a random side), at this level.
    Computer(Option<Color>, u8),
}

impl Opponent {
    /// The computer of a new game, with `random` choosing a random side.
    pub fn computer(self, random: u64) -> Option<Computer> {
        match self {
            Opponent::Human => None,
            Opponent::Computer(side, level) => Some(Computer {
                side: side.unwrap_or(if random.is_multiple_of(2) {
                    Color::White
                } else {
                    Color::Black
                }),
                level: level.clamp(*LEVELS.start(), *LEVELS.end()),
            }),
        }
    }

    /// From the form's values: opponent `human|white|black|random` and level `1`-`8`.
    pub fn from_form(who: &str, level: &str) -> Opponent {
        let level = crate::text::parse::<u8>(level.trim_ascii())
            .filter(|l| LEVELS.contains(l))
            .unwrap_or(1);
        match who {
            "white" => Opponent::Computer(Some(Color::White), level),
            "black" => Opponent::Computer(Some(Color::Black), level),
            "random" => Opponent::Computer(None, level),
            _ => Opponent::Human,
        }
    }
}
