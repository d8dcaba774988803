//! A game record: the start position, the moves with their SAN, the positions in between, and
//! how the game ended (automatically by the rules, or by a player's action).
//!
//! Automatic ends (FIDE Laws of Chess, articles 5, 9.6):
//!
//! - checkmate and stalemate;
//! - a dead position ([`is_dead_position`]): no pawns, rooks or queens, and either at most one
//!   minor piece on the board or only bishops, all on squares of one colour;
//! - fivefold repetition (9.6.1);
//! - the seventy-five-move rule (9.6.2): 75 moves by each side without a capture or a pawn
//!   move, unless the last move gave checkmate (checkmate is looked at first).
//!
//! Ends by action: resignation, agreement, a draw claim (threefold repetition, fifty-move rule),
//! a flag fall ([`Game::timeout`]), or a result known from elsewhere ([`Reason::Unknown`], e.g. a
//! PGN import).
//!
//! Repetitions count positions seen in this game only, from its start position on: a game set
//! up from a FEN knows nothing of what came before. Two positions are the same (FIDE 9.2.3) when
//! placement, side to move, castling rights and the possible (legal) en passant captures are
//! the same.
//!
//! ```
//! use rules::game::{Game, GameResult, Reason};
//! let mut game = Game::classical();
//! for san in ["f3", "e5", "g4", "Qh4#"] {
//!     game.play_san(san).unwrap();
//! }
//! let outcome = game.outcome().unwrap();
//! assert_eq!(outcome.result, GameResult::BlackWins);
//! assert_eq!(outcome.reason, Reason::Checkmate);
//! assert_eq!(game.sans(), ["f3", "e5", "g4", "Qh4#"]);
//! assert!(game.play_san("a3").is_err()); // the game is over
//! assert_eq!(game.undo().map(|m| m.to().to_string()), Some("h4".to_string()));
//! assert_eq!(game.outcome(), None);
//! ```

mod dead;
mod outcome;

#[cfg(test)]
mod tests;

pub use dead::{can_checkmate, is_dead_position};
pub use outcome::{GameError, GameResult, Outcome, Reason};

use crate::san;
use crate::startpos::{self, StartPositionError};
use crate::{Color, Move, Position};

/// A game: start position, moves (with SAN), the positions after each move, and the outcome.
///
/// Moves are refused once the game is over. [`Game::undo`] takes a move back and with it any
/// end of the game.
#[derive(Clone, Debug)]
pub struct Game {
    start: Position,
    /// `after[i]` is the position after `i + 1` plies.
    after: Vec<Position>,
    moves: Vec<Move>,
    sans: Vec<String>,
    /// An end declared by a player or arbiter (resignation, agreement, claim, timeout, import).
    declared: Option<Outcome>,
}

impl Default for Game {
    /// A game from the classical start position (Chess960 number 518).
    fn default() -> Game {
        Game::classical()
    }
}

impl Game {
    /// A game from `start`.
    pub fn new(start: Position) -> Game {
        Game {
            start,
            after: Vec::new(),
            moves: Vec::new(),
            sans: Vec::new(),
            declared: None,
        }
    }

    /// A game from the classical start position (Chess960 number 518).
    pub fn classical() -> Game {
        Game::new(Position::classical())
    }

    /// A game from Chess960 start position `n` (0..=959; 960 means 0).
    ///
    /// ```
    /// use rules::game::Game;
    /// assert_eq!(Game::chess960(0).unwrap().position().board().role_at("a1".parse().unwrap()),
    ///            Some(rules::Role::Bishop));
    /// assert!(Game::chess960(961).is_err());
    /// ```
    pub fn chess960(n: u32) -> Result<Game, StartPositionError> {
        Ok(Game::new(startpos::start_position(n)?))
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.after.last().unwrap_or(&self.start)
    }

    /// The position after `ply` half-moves (0 = the start), if the game is that long.
    pub fn position_at(&self, ply: usize) -> Option<&Position> {
        match ply.checked_sub(1) {
            None => Some(&self.start),
            Some(i) => self.after.get(i),
        }
    }

    /// The moves played, in order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The SAN of each move played (with `+`/`#`), in order.
    pub fn sans(&self) -> &[String] {
        &self.sans
    }

    /// Number of half-moves played.
    pub fn ply(&self) -> usize {
        self.moves.len()
    }

    /// How the game ended, or `None` while it goes on.
    ///
    /// A declared end (resignation, agreement, claim, timeout, [`Game::end`]) comes first; then
    /// checkmate, stalemate, dead position, fivefold repetition and the 75-move rule, in that
    /// order (so checkmate on the 75th move stands, FIDE 9.6.2).
    pub fn outcome(&self) -> Option<Outcome> {
        self.declared.or_else(|| self.automatic_outcome())
    }

    /// `true` once the game has ended.
    pub fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// The automatic end of the current position, ignoring any declared end.
    fn automatic_outcome(&self) -> Option<Outcome> {
        let pos = self.position();
        let draw = |reason| {
            Some(Outcome {
                result: GameResult::Draw,
                reason,
            })
        };
        if !pos.has_legal_moves() {
            return if pos.is_check() {
                Some(Outcome {
                    result: GameResult::win_for(!pos.turn()),
                    reason: Reason::Checkmate,
                })
            } else {
                draw(Reason::Stalemate)
            };
        }
        if is_dead_position(pos.board()) {
            return draw(Reason::DeadPosition);
        }
        if self.occurrences(pos) >= 5 {
            return draw(Reason::FivefoldRepetition);
        }
        if pos.halfmoves() >= 150 {
            return draw(Reason::SeventyFiveMoveRule);
        }
        None
    }

    /// How often `pos` (compared as FIDE 9.2.3 says) occurs among the game's positions.
    ///
    /// Only positions since the last capture or pawn move can be the same, so the search stops
    /// there; castling changes the rights and so the position too.
    fn occurrences(&self, pos: &Position) -> usize {
        let window = (pos.halfmoves() as usize).saturating_add(1);
        self.after
            .iter()
            .rev()
            .chain(core::iter::once(&self.start))
            .take(window)
            .filter(|p| same_position(p, pos))
            .count()
    }

    /// How often the current position has occurred in this game (1 the first time).
    pub fn repetitions(&self) -> usize {
        self.occurrences(self.position())
    }

    /// Plays a legal move.
    ///
    /// ```
    /// use rules::{game::{Game, GameError}, Move};
    /// let mut game = Game::classical();
    /// let e4 = Move::Normal { from: "e2".parse().unwrap(), to: "e4".parse().unwrap(), promotion: None };
    /// game.play(e4).unwrap();
    /// assert_eq!(game.play(e4), Err(GameError::IllegalMove(e4)));
    /// ```
    pub fn play(&mut self, m: Move) -> Result<(), GameError> {
        if let Some(outcome) = self.outcome() {
            return Err(GameError::GameOver(outcome));
        }
        let pos = self.position();
        let next = pos.play(m).map_err(|_| GameError::IllegalMove(m))?;
        let san = san::to_san(pos, m);
        self.after.push(next);
        self.moves.push(m);
        self.sans.push(san);
        Ok(())
    }

    /// Reads a move in SAN (see [`san::parse_san`]) and plays it; returns the move.
    pub fn play_san(&mut self, text: &str) -> Result<Move, GameError> {
        if let Some(outcome) = self.outcome() {
            return Err(GameError::GameOver(outcome));
        }
        let m = san::parse_san(self.position(), text)?;
        self.play(m)?;
        Ok(m)
    }

    /// Takes back the last move and returns it (`None` if no move was played).
    ///
    /// Whatever ended the game ends with it: an automatic end belongs to the position after
    /// the move, and a declared end (resignation, agreement, claim, timeout) can only have been
    /// made after the last move, since moves are refused once the game is over. To cancel a
    /// declared end without taking back a move, use [`Game::reopen`].
    pub fn undo(&mut self) -> Option<Move> {
        let m = self.moves.pop()?;
        self.after.pop();
        self.sans.pop();
        self.declared = None;
        Some(m)
    }

    /// Cancels a declared end (resignation, agreement, claim, timeout, [`Game::end`]) and
    /// returns it. Automatic ends cannot be cancelled (take the move back instead).
    pub fn reopen(&mut self) -> Option<Outcome> {
        self.declared.take()
    }

    /// The declared end, if any (not the automatic one).
    pub fn declared_outcome(&self) -> Option<Outcome> {
        self.declared
    }

    /// Ends the game with a result decided outside the board: resignation, agreement,
    /// timeout (with a result of the caller's choosing), or [`Reason::Unknown`]. Refused if the
    /// game is over, or for an outcome that is not [`Outcome::is_consistent`] (automatic
    /// reasons and draw claims have their own rules: use [`Game::claim_draw`]).
    pub fn end(&mut self, outcome: Outcome) -> Result<(), GameError> {
        if let Some(o) = self.outcome() {
            return Err(GameError::GameOver(o));
        }
        if !outcome.is_consistent()
            || matches!(
                outcome.reason,
                Reason::ThreefoldClaim | Reason::FiftyMoveClaim
            )
        {
            return Err(GameError::InconsistentOutcome(outcome));
        }
        self.declared = Some(outcome);
        Ok(())
    }

    fn declare(&mut self, outcome: Outcome) -> Result<Outcome, GameError> {
        if let Some(o) = self.outcome() {
            return Err(GameError::GameOver(o));
        }
        self.declared = Some(outcome);
        Ok(outcome)
    }

    /// `color` resigns; the other side wins. (Either side may resign, not only the side to
    /// move.)
    pub fn resign(&mut self, color: Color) -> Result<Outcome, GameError> {
        self.declare(Outcome {
            result: GameResult::win_for(!color),
            reason: Reason::Resignation(color),
        })
    }

    /// The players agree to a draw.
    pub fn agree_draw(&mut self) -> Result<Outcome, GameError> {
        self.declare(Outcome {
            result: GameResult::Draw,
            reason: Reason::Agreement,
        })
    }

    /// `loser` ran out of time: the opponent wins if they could still checkmate by some series
    /// of legal moves ([`can_checkmate`]), else the game is drawn (FIDE 6.9).
    ///
    /// ```
    /// use rules::{fen::parse_position, game::{Game, GameResult}, Color};
    /// // Black has only king and knight, White king and queen: White's flag falling is a draw.
    /// let mut game = Game::new(parse_position("8/8/4k3/8/2n5/8/3QK3/8 w - - 0 1").unwrap());
    /// assert_eq!(game.timeout(Color::White).unwrap().result, GameResult::Draw);
    /// ```
    pub fn timeout(&mut self, loser: Color) -> Result<Outcome, GameError> {
        let winner = !loser;
        let result = if can_checkmate(self.position().board(), winner) {
            GameResult::win_for(winner)
        } else {
            GameResult::Draw
        };
        self.declare(Outcome {
            result,
            reason: Reason::Timeout(loser),
        })
    }

    /// `true` if the current position has occurred at least three times in this game (the
    /// side to move may claim a draw, FIDE 9.2.2).
    pub fn can_claim_threefold(&self) -> bool {
        !self.is_over() && self.repetitions() >= 3
    }

    /// `true` if the last 50 moves of each side had no capture and no pawn move (half-move
    /// clock at least 100; FIDE 9.3.2).
    pub fn can_claim_fifty(&self) -> bool {
        !self.is_over() && self.position().halfmoves() >= 100
    }

    /// `true` if playing the legal move `m` would make a position occur for the third time
    /// (a player may claim by announcing such a move, FIDE 9.2.2.1). `false` for illegal moves.
    pub fn can_claim_threefold_with(&self, m: Move) -> bool {
        if self.is_over() {
            return false;
        }
        match self.position().play(m) {
            Ok(next) => self.occurrences(&next) + 1 >= 3,
            Err(_) => false,
        }
    }

    /// `true` if playing the legal move `m` would complete 50 moves by each side without
    /// capture or pawn move (FIDE 9.3.1). `false` for illegal moves.
    pub fn can_claim_fifty_with(&self, m: Move) -> bool {
        if self.is_over() {
            return false;
        }
        match self.position().play(m) {
            Ok(next) => next.halfmoves() >= 100,
            Err(_) => false,
        }
    }

    /// Claims a draw by threefold repetition (preferred) or the fifty-move rule, if either
    /// applies now.
    pub fn claim_draw(&mut self) -> Result<Outcome, GameError> {
        if let Some(o) = self.outcome() {
            return Err(GameError::GameOver(o));
        }
        let reason = if self.can_claim_threefold() {
            Reason::ThreefoldClaim
        } else if self.can_claim_fifty() {
            Reason::FiftyMoveClaim
        } else {
            return Err(GameError::NoDrawClaim);
        };
        self.declare(Outcome {
            result: GameResult::Draw,
            reason,
        })
    }

    /// Claims a draw by announcing the move `m` that brings about a threefold repetition or
    /// completes fifty moves (FIDE 9.2.2.1, 9.3.1). The move is played. If the move ends the
    /// game by itself (checkmate, or an automatic draw), that outcome stands and is returned.
    /// Refused, and nothing played, if the move is illegal or gives no claim.
    pub fn claim_draw_with(&mut self, m: Move) -> Result<Outcome, GameError> {
        if let Some(o) = self.outcome() {
            return Err(GameError::GameOver(o));
        }
        if !self.position().is_legal(m) {
            return Err(GameError::IllegalMove(m));
        }
        let reason = if self.can_claim_threefold_with(m) {
            Reason::ThreefoldClaim
        } else if self.can_claim_fifty_with(m) {
            Reason::FiftyMoveClaim
        } else {
            return Err(GameError::NoDrawClaim);
        };
        self.play(m)?;
        if let Some(o) = self.automatic_outcome() {
            return Ok(o);
        }
        self.declare(Outcome {
            result: GameResult::Draw,
            reason,
        })
    }
}

/// FIDE 9.2.3: same placement, side to move, castling rights and possible en passant captures.
fn same_position(a: &Position, b: &Position) -> bool {
    a.repetition_key() == b.repetition_key()
        && a.turn() == b.turn()
        && a.board() == b.board()
        && a.castles() == b.castles()
        && a.legal_ep_square() == b.legal_ep_square()
}
