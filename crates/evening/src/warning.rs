//! What a pairing changed by hand breaks: the Dutch system's absolute criteria (C.04.3 C1-C3:
//! no rematch, no second pairing-allocated bye, colour rules), as warnings, since the arbiter
//! has the last word.

use swiss::{Colour, PlayerId};

use crate::error::EveningError;
use crate::{Board, ByeKind, Evening};

/// A rule the pairing of a round breaks.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum PairingWarning {
    /// The two players already played each other over the board (in `round`; forfeits do
    /// not count).
    Rematch {
        /// The board (from 1).
        board: u16,
        /// White.
        white: PlayerId,
        /// Black.
        black: PlayerId,
        /// The round they met in.
        round: u16,
    },
    /// The player gets the pairing-allocated bye, having had it (or a full-point bye, or a
    /// forfeit win) in `round`.
    ByeAgain {
        /// The player.
        player: PlayerId,
        /// The earlier round.
        round: u16,
    },
    /// With this colour the player would have played one colour more than two times more
    /// often than the other (`difference` = |whites - blacks| after the game).
    ColourDifference {
        /// The board (from 1).
        board: u16,
        /// The player.
        player: PlayerId,
        /// The colour the board gives.
        colour: Colour,
        /// |whites - blacks| after the game.
        difference: u16,
    },
    /// With this colour the player would have it three games in a row.
    ColourThreeInARow {
        /// The board (from 1).
        board: u16,
        /// The player.
        player: PlayerId,
        /// The colour the board gives.
        colour: Colour,
    },
}

/// What the rules need of a player's rounds before the one checked.
#[derive(Default)]
struct History {
    /// Opponents met over the board, with the round.
    met: Vec<(PlayerId, u16)>,
    /// Colours of the games played over the board, in order.
    colours: Vec<Colour>,
    /// The last round with a pairing-allocated bye, full-point bye or forfeit win.
    bye_blocker: Option<u16>,
    /// The score in half points.
    score: u32,
}

impl Evening {
    fn history(&self, player: PlayerId, before: u16) -> History {
        let mut h = History::default();
        for round in self.rounds.iter().filter(|r| r.number < before) {
            let seat = round.boards.iter().find(|b| b.has(player));
            match seat {
                Some(Board::Bye(_)) => {
                    h.bye_blocker = Some(round.number);
                    h.score += 2;
                }
                Some(&Board::Game {
                    white,
                    black,
                    result,
                }) => {
                    let (colour, opponent) = if white == player {
                        (Colour::White, black)
                    } else {
                        (Colour::Black, white)
                    };
                    let points = result.map(|r| {
                        let (w, b) = r.points();
                        if colour == Colour::White {
                            w
                        } else {
                            b
                        }
                    });
                    h.score += u32::from(points.map_or(0, |p| p.halves()));
                    if result.is_some_and(|r| r.is_forfeit()) {
                        if points.is_some_and(|p| p.halves() == 2) {
                            h.bye_blocker = Some(round.number);
                        }
                    } else {
                        h.colours.push(colour);
                        h.met.push((opponent, round.number));
                    }
                }
                None => match self.player(player).and_then(|p| p.bye(round.number)) {
                    Some(ByeKind::Full) => {
                        h.bye_blocker = Some(round.number);
                        h.score += 2;
                    }
                    Some(ByeKind::Half) => h.score += 1,
                    _ => {}
                },
            }
        }
        h
    }

    /// The absolute rules round `round`'s pairing breaks, board by board (the draft's while
    /// the arbiter changes it). In the last round, players with more than half of the
    /// possible points before it are exempt from the colour rules, as in the Dutch system.
    pub fn warnings(&self, round: u16) -> Result<Vec<PairingWarning>, EveningError> {
        let this = self.round(round).ok_or(EveningError::UnknownRound(round))?;
        let last_round = round >= self.settings.rounds;
        let mut out = Vec::new();
        for (board, white, black, _) in this.games() {
            let hw = self.history(white, round);
            if let Some(&(_, met)) = hw.met.iter().find(|m| m.0 == black) {
                out.push(PairingWarning::Rematch {
                    board,
                    white,
                    black,
                    round: met,
                });
            }
            for (player, colour) in [(white, Colour::White), (black, Colour::Black)] {
                let h = if player == white {
                    &hw
                } else {
                    &self.history(player, round)
                };
                let topscorer = h.score > u32::from(round.saturating_sub(1));
                if last_round && topscorer {
                    continue;
                }
                out.extend(colour_warnings(board, player, colour, &h.colours));
            }
        }
        if let Some(player) = this.bye() {
            if let Some(earlier) = self.history(player, round).bye_blocker {
                out.push(PairingWarning::ByeAgain {
                    player,
                    round: earlier,
                });
            }
        }
        Ok(out)
    }

    /// The warnings of the draft (none without one).
    pub fn draft_warnings(&self) -> Vec<PairingWarning> {
        self.draft()
            .and_then(|d| self.warnings(d.number).ok())
            .unwrap_or_default()
    }
}

fn colour_warnings(
    board: u16,
    player: PlayerId,
    colour: Colour,
    colours: &[Colour],
) -> Vec<PairingWarning> {
    let mut out = Vec::new();
    let whites = colours.iter().filter(|&&c| c == Colour::White).count()
        + usize::from(colour == Colour::White);
    let blacks = colours.len() + 1 - whites;
    let difference = u16::try_from(whites.abs_diff(blacks)).unwrap_or(u16::MAX);
    if difference > 2 {
        out.push(PairingWarning::ColourDifference {
            board,
            player,
            colour,
            difference,
        });
    }
    if colours.len() >= 2 && colours.iter().rev().take(2).all(|&c| c == colour) {
        out.push(PairingWarning::ColourThreeInARow {
            board,
            player,
            colour,
        });
    }
    out
}
