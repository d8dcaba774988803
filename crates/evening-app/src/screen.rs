//! The screens of the arbiter's tool and the printed pages.

/// What the page shows.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Screen {
    /// The evening's settings (and a new evening).
    Setup,
    /// Registration: players, late arrivals, withdrawals, byes.
    Players,
    /// The round: pairing, the draft, results.
    Round,
    /// Standings and the cross table.
    Standings,
    /// TRF export and import, sharing the standings.
    Exchange,
    /// The round for the projector: the position, its number and the pairings, large.
    Projector,
}

impl Screen {
    /// The screens the navigation lists, in order.
    pub const NAV: [Screen; 5] = [
        Screen::Setup,
        Screen::Players,
        Screen::Round,
        Screen::Standings,
        Screen::Exchange,
    ];

    /// The screen's name in `data-arg` and element ids.
    pub fn code(self) -> &'static str {
        match self {
            Screen::Setup => "setup",
            Screen::Players => "players",
            Screen::Round => "round",
            Screen::Standings => "standings",
            Screen::Exchange => "exchange",
            Screen::Projector => "projector",
        }
    }

    /// The screen of a code.
    pub fn from_code(code: &str) -> Option<Screen> {
        Screen::NAV
            .into_iter()
            .chain([Screen::Projector])
            .find(|s| s.code() == code)
    }
}

/// A printed page (A4): which list, for which round.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Print {
    /// The pairing list of a round.
    Pairings(u16),
    /// The result sheet of a round, with empty boxes for the results.
    ResultSheet(u16),
    /// The standings after a round.
    Standings(u16),
    /// The cross table after a round.
    CrossTable(u16),
}

impl Print {
    /// The page as `data-arg` writes it: `pairings:2`.
    pub fn code(self) -> String {
        let (kind, round) = match self {
            Print::Pairings(r) => ("pairings", r),
            Print::ResultSheet(r) => ("sheet", r),
            Print::Standings(r) => ("standings", r),
            Print::CrossTable(r) => ("cross", r),
        };
        format!("{kind}:{round}")
    }

    /// The page of a code written by [`Print::code`].
    pub fn from_code(code: &str) -> Option<Print> {
        let (kind, round) = code.split_once(':')?;
        let round: u16 = round.parse().ok()?;
        Some(match kind {
            "pairings" => Print::Pairings(round),
            "sheet" => Print::ResultSheet(round),
            "standings" => Print::Standings(round),
            "cross" => Print::CrossTable(round),
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for s in Screen::NAV.into_iter().chain([Screen::Projector]) {
            assert_eq!(Screen::from_code(s.code()), Some(s));
        }
        for p in [
            Print::Pairings(1),
            Print::ResultSheet(2),
            Print::Standings(3),
            Print::CrossTable(0),
        ] {
            assert_eq!(Print::from_code(&p.code()), Some(p));
        }
        assert_eq!(Print::from_code("sheet:x"), None);
        assert_eq!(Print::from_code("poster:1"), None);
        assert_eq!(Screen::from_code("nowhere"), None);
    }
}
