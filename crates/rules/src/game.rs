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

use crate::san::{self, SanError};
use crate::startpos::{self, StartPositionError};
use crate::{Bitboard, Board, Color, Move, Position, Role};
use core::fmt;

/// Who won, or a draw.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// White won (`1-0`).
    WhiteWins,
    /// Black won (`0-1`).
    BlackWins,
    /// Draw (`1/2-1/2`).
    Draw,
}

impl GameResult {
    /// The result in which `color` wins.
    pub fn win_for(color: Color) -> GameResult {
        color.fold(GameResult::WhiteWins, GameResult::BlackWins)
    }

    /// The winner, if any.
    pub fn winner(self) -> Option<Color> {
        match self {
            GameResult::WhiteWins => Some(Color::White),
            GameResult::BlackWins => Some(Color::Black),
            GameResult::Draw => None,
        }
    }

    /// The PGN form: `1-0`, `0-1` or `1/2-1/2`.
    pub fn as_pgn(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
        }
    }

    /// Reads the PGN form (`1-0`, `0-1`, `1/2-1/2`); `*` and anything else give `None`.
    ///
    /// ```
    /// use rules::game::GameResult;
    /// assert_eq!(GameResult::from_pgn("1/2-1/2"), Some(GameResult::Draw));
    /// assert_eq!(GameResult::from_pgn("*"), None);
    /// ```
    pub fn from_pgn(s: &str) -> Option<GameResult> {
        match s {
            "1-0" => Some(GameResult::WhiteWins),
            "0-1" => Some(GameResult::BlackWins),
            "1/2-1/2" => Some(GameResult::Draw),
            _ => None,
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_pgn())
    }
}

/// Why a game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    /// The side to move is checkmated (automatic).
    Checkmate,
    /// The side to move has no legal move and is not in check (automatic).
    Stalemate,
    /// Neither side can checkmate by any series of legal moves (automatic; see
    /// [`is_dead_position`] for the positions recognised).
    DeadPosition,
    /// The same position for the fifth time (automatic, FIDE 9.6.1).
    FivefoldRepetition,
    /// 75 moves by each side without capture or pawn move (automatic, FIDE 9.6.2).
    SeventyFiveMoveRule,
    /// The given colour resigned.
    Resignation(Color),
    /// Both players agreed to a draw.
    Agreement,
    /// A player claimed a draw by threefold repetition (FIDE 9.2).
    ThreefoldClaim,
    /// A player claimed a draw by the fifty-move rule (FIDE 9.3).
    FiftyMoveClaim,
    /// The given colour ran out of time. The opponent wins unless they cannot checkmate
    /// (FIDE 6.9; see [`can_checkmate`]), which makes it a draw.
    Timeout(Color),
    /// A result known without its reason (e.g. read from PGN), or decided by an arbiter.
    Unknown,
}

impl Reason {
    /// `true` for the ends the rules bring about by themselves (checkmate, stalemate, dead
    /// position, fivefold repetition, 75-move rule).
    pub fn is_automatic(self) -> bool {
        matches!(
            self,
            Reason::Checkmate
                | Reason::Stalemate
                | Reason::DeadPosition
                | Reason::FivefoldRepetition
                | Reason::SeventyFiveMoveRule
        )
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reason::Checkmate => f.write_str("checkmate"),
            Reason::Stalemate => f.write_str("stalemate"),
            Reason::DeadPosition => f.write_str("dead position"),
            Reason::FivefoldRepetition => f.write_str("fivefold repetition"),
            Reason::SeventyFiveMoveRule => f.write_str("seventy-five-move rule"),
            Reason::Resignation(c) => write!(f, "{c} resigned"),
            Reason::Agreement => f.write_str("agreement"),
            Reason::ThreefoldClaim => f.write_str("threefold repetition (claimed)"),
            Reason::FiftyMoveClaim => f.write_str("fifty-move rule (claimed)"),
            Reason::Timeout(c) => write!(f, "{c} ran out of time"),
            Reason::Unknown => f.write_str("unknown reason"),
        }
    }
}

/// How a game ended: the result and why.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// Who won, or a draw.
    pub result: GameResult,
    /// Why.
    pub reason: Reason,
}

impl Outcome {
    /// `true` if the reason is not automatic and the result fits it: a resigning side does
    /// not win, agreement and claims are draws, a timeout is never won by the side that ran
    /// out of time. ([`Game::end`] wants this, and refuses claims too.)
    pub fn is_consistent(&self) -> bool {
        match self.reason {
            r if r.is_automatic() => false,
            Reason::Resignation(c) => self.result == GameResult::win_for(!c),
            Reason::Agreement | Reason::ThreefoldClaim | Reason::FiftyMoveClaim => {
                self.result == GameResult::Draw
            }
            Reason::Timeout(c) => self.result.winner() != Some(c),
            _ => true,
        }
    }
}

impl fmt::Display for Outcome {
    /// E.g. `1-0 (checkmate)`, `1/2-1/2 (agreement)`, `0-1 (white resigned)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.result, self.reason)
    }
}

/// Why a game action was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The game has already ended.
    GameOver(Outcome),
    /// The move is not legal in the current position.
    IllegalMove(Move),
    /// The SAN text does not name a legal move.
    San(SanError),
    /// A draw was claimed, but neither threefold repetition nor the fifty-move rule applies.
    NoDrawClaim,
    /// [`Game::end`] was given an automatic reason, or a result that does not fit the reason.
    InconsistentOutcome(Outcome),
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::GameOver(o) => write!(f, "the game is over: {o}"),
            GameError::IllegalMove(m) => write!(f, "illegal move {m}"),
            GameError::San(e) => e.fmt(f),
            GameError::NoDrawClaim => f.write_str(
                "no draw to claim: the position has not occurred three times and the last 50 \
                 moves of each side contain a capture or pawn move",
            ),
            GameError::InconsistentOutcome(o) => {
                write!(f, "cannot declare the game ended with {o}")
            }
        }
    }
}

impl std::error::Error for GameError {}

impl From<SanError> for GameError {
    fn from(e: SanError) -> GameError {
        GameError::San(e)
    }
}

/// `true` if neither side can ever checkmate, whatever is played: no pawns, rooks or queens,
/// and either at most one knight or bishop on the whole board (K v K, K+N v K, K+B v K), or no
/// knights and all bishops (of both sides, any number) on squares of one colour.
///
/// Other dead positions exist (blocked pawn chains, for example); they are not recognised.
///
/// ```
/// use rules::{fen::parse_position, game::is_dead_position};
/// let same = parse_position("8/8/4kb2/8/8/2B1K3/8/8 w - - 0 1").unwrap(); // f6, c3: dark
/// assert!(is_dead_position(same.board()));
/// let opposite = parse_position("8/8/4k1b1/8/8/2B1K3/8/8 w - - 0 1").unwrap(); // g6 light
/// assert!(!is_dead_position(opposite.board()));
/// ```
pub fn is_dead_position(board: &Board) -> bool {
    let heavy = board.by_role(Role::Pawn) | board.by_role(Role::Rook) | board.by_role(Role::Queen);
    if heavy.any() {
        return false;
    }
    let knights = board.by_role(Role::Knight);
    let bishops = board.by_role(Role::Bishop);
    if (knights | bishops).count() <= 1 {
        return true;
    }
    knights.is_empty()
        && ((bishops & Bitboard::LIGHT).is_empty() || (bishops & Bitboard::DARK).is_empty())
}

/// `false` if `color` cannot possibly checkmate the other side, whatever both sides play
/// (FIDE 6.9: then running out of time is a draw, not a loss).
///
/// Recognised as unable to mate (the same judgement as python-chess'
/// `has_insufficient_material`):
///
/// - a lone king;
/// - king and one knight, when the opponent has nothing but king and queens (any other piece
///   of the opponent could block its own king's flight square);
/// - king and bishops all on one square colour, when there are no pawns and no knights on the
///   board and no opponent bishop on the other square colour.
///
/// Everything else counts as able to mate, even when a mate needs the opponent's help.
///
/// ```
/// use rules::{fen::parse_position, game::can_checkmate, Color};
/// let pos = parse_position("8/8/4k3/8/8/3NK3/8/8 w - - 0 1").unwrap();
/// assert!(!can_checkmate(pos.board(), Color::White));
/// let pos = parse_position("8/8/4k3/4r3/8/3NK3/8/8 w - - 0 1").unwrap();
/// assert!(can_checkmate(pos.board(), Color::White)); // helpmate: Ka8, Rb8, Kb6, Nc7#
/// ```
pub fn can_checkmate(board: &Board, color: Color) -> bool {
    let ours = board.by_color(color);
    let theirs = board.by_color(!color);
    let heavy = board.by_role(Role::Pawn) | board.by_role(Role::Rook) | board.by_role(Role::Queen);
    if (ours & heavy).any() {
        return true;
    }
    let knights = board.by_role(Role::Knight);
    let bishops = board.by_role(Role::Bishop);
    if (ours & knights).any() {
        let helpers = theirs & !board.by_role(Role::King) & !board.by_role(Role::Queen);
        return ours.count() > 2 || helpers.any();
    }
    if (ours & bishops).any() {
        let one_colour =
            (bishops & Bitboard::LIGHT).is_empty() || (bishops & Bitboard::DARK).is_empty();
        return !one_colour || board.by_role(Role::Pawn).any() || knights.any();
    }
    false
}

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen::parse_position;

    fn game(fen: &str) -> Game {
        Game::new(parse_position(fen).unwrap_or_else(|e| panic!("{fen}: {e}")))
    }

    /// Plays space-separated SAN moves; tokens ending in '.' (move numbers) are skipped.
    fn play(game: &mut Game, moves: &str) {
        for san in moves.split_whitespace().filter(|t| !t.ends_with('.')) {
            if let Err(e) = game.play_san(san) {
                panic!("{san}: {e}");
            }
        }
    }

    fn board(fen: &str) -> Board {
        *parse_position(fen).unwrap().board()
    }

    const DRAW: GameResult = GameResult::Draw;

    #[test]
    fn checkmate_ends_the_game_and_refuses_moves() {
        let mut g = Game::chess960(518).unwrap();
        play(&mut g, "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#");
        let outcome = g.outcome().unwrap();
        assert_eq!(outcome.result, GameResult::WhiteWins);
        assert_eq!(outcome.reason, Reason::Checkmate);
        assert!(g.is_over());
        assert!(matches!(g.play_san("Ke7"), Err(GameError::GameOver(o)) if o == outcome));
        let any = g.position().legal_moves().first().copied();
        assert_eq!(any, None);
        assert_eq!(g.sans().last().map(String::as_str), Some("Qxf7#"));
    }

    #[test]
    fn stalemate_is_a_draw() {
        let mut g = game("7k/4Q3/6K1/8/8/8/8/8 w - - 0 1");
        play(&mut g, "Qf7");
        assert_eq!(
            g.outcome(),
            Some(Outcome {
                result: DRAW,
                reason: Reason::Stalemate
            })
        );
        assert!(!g.can_claim_fifty());
        assert!(g.claim_draw().is_err());
    }

    #[test]
    fn a_start_position_can_already_be_over() {
        let mated = game("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1");
        assert_eq!(mated.outcome().map(|o| o.reason), Some(Reason::Checkmate));
        assert_eq!(
            mated.outcome().map(|o| o.result),
            Some(GameResult::WhiteWins)
        );
        let bare = game("8/8/4k3/8/8/4K3/8/8 w - - 0 1");
        assert_eq!(bare.outcome().map(|o| o.reason), Some(Reason::DeadPosition));
    }

    #[test]
    fn dead_positions() {
        for fen in [
            "8/8/4k3/8/8/4K3/8/8 w - - 0 1",       // K v K
            "8/8/4k3/8/8/4K3/5N2/8 w - - 0 1",     // K+N v K
            "8/8/4k3/2b5/8/4K3/8/8 w - - 0 1",     // K v K+B
            "8/8/4kb2/8/8/2B1K3/8/8 w - - 0 1",    // K+B v K+B, both dark
            "1b6/b7/4k3/8/8/2B1K3/7B/8 w - - 0 1", // four bishops, all dark
        ] {
            assert!(is_dead_position(&board(fen)), "{fen}");
        }
        for fen in [
            "8/8/4k1b1/8/8/2B1K3/8/8 w - - 0 1", // bishops on opposite colours
            "8/8/4kn2/8/8/4K3/5N2/8 w - - 0 1",  // K+N v K+N (helpmate exists)
            "8/8/4kn2/8/8/2B1K3/8/8 w - - 0 1",  // K+B v K+N
            "8/8/4k3/8/8/4K3/4NN2/8 w - - 0 1",  // K+NN v K
            "8/8/4k3/8/8/4K3/4P3/8 w - - 0 1",   // a pawn
            "8/8/4k3/8/8/4K3/8/7R w - - 0 1",    // a rook
            "8/8/4kb2/8/8/2B1K3/5N2/8 w - - 0 1", // same-colour bishops and a knight
        ] {
            assert!(!is_dead_position(&board(fen)), "{fen}");
        }
    }

    #[test]
    fn a_capture_into_a_dead_position_ends_the_game() {
        let mut g = game("8/8/4k3/8/8/3rB3/4K3/8 w - - 0 1");
        play(&mut g, "Kxd3");
        assert_eq!(
            g.outcome(),
            Some(Outcome {
                result: DRAW,
                reason: Reason::DeadPosition
            })
        );
        assert!(g.undo().is_some());
        assert_eq!(g.outcome(), None);
    }

    #[test]
    fn can_checkmate_follows_fide_6_9() {
        use Color::{Black, White};
        // Lone king.
        assert!(!can_checkmate(
            &board("8/8/4k3/8/2q5/8/4K3/8 w - - 0 1"),
            White
        ));
        assert!(can_checkmate(
            &board("8/8/4k3/8/2q5/8/4K3/8 w - - 0 1"),
            Black
        ));
        // King and knight against a lone king or king and queen: no mate possible.
        assert!(!can_checkmate(
            &board("8/8/4k3/8/2n5/8/4K3/8 w - - 0 1"),
            Black
        ));
        assert!(!can_checkmate(
            &board("8/8/4k3/8/2n5/8/3QK3/8 w - - 0 1"),
            Black
        ));
        // ... but against a rook or pawn the defender's own piece can block: helpmate exists.
        assert!(can_checkmate(
            &board("8/8/4k3/8/2n5/8/3RK3/8 w - - 0 1"),
            Black
        ));
        assert!(can_checkmate(
            &board("8/8/4k3/8/2n5/8/3PK3/8 w - - 0 1"),
            Black
        ));
        // King and bishop: insufficient unless the opponent has knights, pawns or a bishop
        // of the other colour.
        assert!(!can_checkmate(
            &board("8/8/4k3/8/2b5/8/4K3/8 w - - 0 1"),
            Black
        ));
        assert!(!can_checkmate(
            &board("8/8/4k3/8/2b5/8/3QK3/8 w - - 0 1"),
            Black
        ));
        assert!(can_checkmate(
            &board("8/8/4k3/8/2b5/8/3NK3/8 w - - 0 1"),
            Black
        ));
        assert!(can_checkmate(
            &board("8/8/4k3/8/2b5/8/3BK3/8 w - - 0 1"),
            Black
        )); // c4 light, d2 dark
            // Two knights, or bishop and knight: enough.
        assert!(can_checkmate(
            &board("8/8/4k3/8/2nn4/8/4K3/8 w - - 0 1"),
            Black
        ));
        assert!(can_checkmate(
            &board("8/8/4k3/8/2nb4/8/4K3/8 w - - 0 1"),
            Black
        ));
        // Heavy pieces and pawns always.
        assert!(can_checkmate(
            &board("8/8/4k3/8/2p5/8/4K3/8 w - - 0 1"),
            Black
        ));
        assert!(can_checkmate(
            &board("8/8/4k3/8/2r5/8/4K3/8 w - - 0 1"),
            Black
        ));
    }

    #[test]
    fn timeout_is_a_loss_only_if_the_opponent_can_mate() {
        let mut g = game("8/8/4k3/8/2n5/8/3QK3/8 w - - 0 1");
        let o = g.timeout(Color::White).unwrap();
        assert_eq!(
            o,
            Outcome {
                result: DRAW,
                reason: Reason::Timeout(Color::White)
            }
        );
        let mut g = game("8/8/4k3/8/2n5/8/3RK3/8 w - - 0 1");
        assert_eq!(
            g.timeout(Color::White).unwrap().result,
            GameResult::BlackWins
        );
        let mut g = game("8/8/4k3/8/2n5/8/3RK3/8 w - - 0 1");
        assert_eq!(
            g.timeout(Color::Black).unwrap().result,
            GameResult::WhiteWins
        );
        assert!(matches!(
            g.timeout(Color::White),
            Err(GameError::GameOver(_))
        ));
    }

    #[test]
    fn resignation_agreement_undo_and_reopen() {
        let mut g = Game::chess960(0).unwrap();
        play(&mut g, "g4 g5");
        let o = g.resign(Color::White).unwrap();
        assert_eq!(o.result, GameResult::BlackWins);
        assert_eq!(o.reason, Reason::Resignation(Color::White));
        assert_eq!(g.outcome(), Some(o));
        assert!(matches!(g.play_san("f4"), Err(GameError::GameOver(_))));
        assert!(matches!(g.agree_draw(), Err(GameError::GameOver(_))));
        // Reopen: the resignation is withdrawn, no move taken back.
        assert_eq!(g.reopen(), Some(o));
        assert_eq!(g.ply(), 2);
        assert_eq!(g.outcome(), None);
        // Undo after agreement takes back the move and the agreement.
        g.agree_draw().unwrap();
        let m = g.undo().unwrap();
        assert_eq!(m.to().to_string(), "g5");
        assert_eq!(g.outcome(), None);
        assert_eq!(g.ply(), 1);
        assert!(g.undo().is_some());
        assert_eq!(g.undo(), None);
        // At the start a declared end is left alone by undo.
        g.resign(Color::Black).unwrap();
        assert_eq!(g.undo(), None);
        assert!(g.is_over());
    }

    #[test]
    fn end_accepts_only_consistent_declared_outcomes() {
        let mut g = Game::chess960(100).unwrap();
        for bad in [
            Outcome {
                result: GameResult::WhiteWins,
                reason: Reason::Checkmate,
            },
            Outcome {
                result: GameResult::WhiteWins,
                reason: Reason::Resignation(Color::White),
            },
            Outcome {
                result: GameResult::BlackWins,
                reason: Reason::Agreement,
            },
            Outcome {
                result: GameResult::BlackWins,
                reason: Reason::Timeout(Color::Black),
            },
            Outcome {
                result: DRAW,
                reason: Reason::ThreefoldClaim,
            },
        ] {
            assert_eq!(g.end(bad), Err(GameError::InconsistentOutcome(bad)));
        }
        let unknown = Outcome {
            result: GameResult::BlackWins,
            reason: Reason::Unknown,
        };
        g.end(unknown).unwrap();
        assert_eq!(g.outcome(), Some(unknown));
        assert_eq!(g.declared_outcome(), Some(unknown));
    }

    #[test]
    fn moves_positions_and_sans_stay_in_step() {
        // Chess960 start 99 (BQNRNKRB): O-O moves the king f1-g1 and the rook g1-f1.
        let mut g = Game::chess960(99).unwrap();
        play(&mut g, "g3 g6 Nf3 Nf6 O-O O-O");
        assert_eq!(g.ply(), 6);
        assert_eq!(g.sans(), ["g3", "g6", "Nf3", "Nf6", "O-O", "O-O"]);
        assert!(g.moves().iter().skip(4).all(|m| m.is_castle()));
        assert_eq!(g.position_at(0), Some(g.start()));
        assert_eq!(g.position_at(6), Some(g.position()));
        assert_eq!(g.position_at(7), None);
        for ply in 0..6 {
            let (before, after) = (g.position_at(ply).unwrap(), g.position_at(ply + 1).unwrap());
            assert_eq!(&before.play(g.moves()[ply]).unwrap(), after);
        }
        let illegal = g.play_san("Nf9");
        assert!(matches!(
            illegal,
            Err(GameError::San(SanError::Syntax { .. }))
        ));
        assert!(matches!(
            g.play_san("Qh7"),
            Err(GameError::San(SanError::Illegal { .. }))
        ));
        let e2e4 = Move::Normal {
            from: "e2".parse().unwrap(),
            to: "e5".parse().unwrap(),
            promotion: None,
        };
        assert_eq!(g.play(e2e4), Err(GameError::IllegalMove(e2e4)));
        assert_eq!(g.ply(), 6);
    }

    /// Knight shuffle in Chess960 start 0 (BBQNNRKR): d1-c3-d1, d8-c6-d8.
    const SHUFFLE: &str = "Nc3 Nc6 Nd1 Nd8";

    #[test]
    fn threefold_claim_and_fivefold_end() {
        let mut g = Game::chess960(0).unwrap();
        assert_eq!(g.repetitions(), 1);
        play(&mut g, SHUFFLE);
        assert_eq!(g.repetitions(), 2);
        assert!(!g.can_claim_threefold());
        play(&mut g, "Nc3 Nc6 Nd1");
        assert!(!g.can_claim_threefold());
        let nd8 = san::parse_san(g.position(), "Nd8").unwrap();
        let nb4 = san::parse_san(g.position(), "Nb4").unwrap();
        assert!(g.can_claim_threefold_with(nd8));
        assert!(!g.can_claim_threefold_with(nb4));
        play(&mut g, "Nd8");
        assert_eq!(g.repetitions(), 3);
        assert!(g.can_claim_threefold());
        // Not claimed: play on to the fifth occurrence, which ends the game by itself.
        play(&mut g, SHUFFLE);
        assert_eq!(g.repetitions(), 4);
        assert_eq!(g.outcome(), None);
        play(&mut g, SHUFFLE);
        assert_eq!(g.repetitions(), 5);
        assert_eq!(
            g.outcome(),
            Some(Outcome {
                result: DRAW,
                reason: Reason::FivefoldRepetition
            })
        );
        assert!(!g.can_claim_threefold());
        assert!(matches!(g.play_san("Nc3"), Err(GameError::GameOver(_))));
        // Take back one move: the fivefold draw is gone, a claim is possible again.
        g.undo();
        assert_eq!(g.outcome(), None);
        // Black to move after Nd1: plies 3, 7, 11 and 15.
        assert_eq!(g.repetitions(), 4);
        assert!(g.can_claim_threefold());
        assert!(g.can_claim_threefold_with(nd8));
        assert_eq!(g.claim_draw().map(|o| o.reason), Ok(Reason::ThreefoldClaim));
    }

    #[test]
    fn claim_by_announcing_the_move() {
        let mut g = Game::chess960(0).unwrap();
        play(&mut g, "Nc3 Nc6 Nd1 Nd8 Nc3 Nc6 Nd1");
        let nd8 = san::parse_san(g.position(), "Nd8").unwrap();
        let nb4 = san::parse_san(g.position(), "Nb4").unwrap();
        assert_eq!(g.claim_draw(), Err(GameError::NoDrawClaim));
        // A move that gives no claim is refused and not played.
        assert_eq!(g.claim_draw_with(nb4), Err(GameError::NoDrawClaim));
        assert_eq!(g.ply(), 7);
        let o = g.claim_draw_with(nd8).unwrap();
        assert_eq!(o.reason, Reason::ThreefoldClaim);
        assert_eq!(o.result, DRAW);
        assert_eq!(g.ply(), 8);
        assert_eq!(g.outcome(), Some(o));
    }

    #[test]
    fn same_side_to_move_is_required() {
        // White's king walks a triangle, Black's steps aside and back: after five plies the
        // start placement recurs with Black to move, which is a different position.
        let mut g = game("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
        play(&mut g, "Kd1 Kd8 Kd2 Ke8 Ke1");
        assert_eq!(g.position().board(), g.start().board());
        assert_eq!(g.position().turn(), Color::Black);
        assert_eq!(g.repetitions(), 1);
        // Four more plies bring the same placement, Black to move: the second occurrence.
        play(&mut g, "Kd8 Kd1 Ke8 Ke1");
        assert_eq!(g.position().turn(), Color::Black);
        assert_eq!(g.repetitions(), 2);
    }

    #[test]
    fn castling_rights_lost_make_a_different_position_chess960() {
        // King on g1 between rooks b1 and h1 (Chess960 style rights B and H for each side).
        let mut g = game("1r4kr/pppppppp/8/8/8/8/PPPPPPPP/1R4KR w HBhb - 0 1");
        let rook_trip = "Ra1 Ra8 Rb1 Rb8";
        play(&mut g, rook_trip);
        // Same placement and side as the start, but the b-rooks lost their rights.
        assert_eq!(g.position().board(), g.start().board());
        assert_eq!(g.repetitions(), 1);
        play(&mut g, rook_trip);
        assert_eq!(g.repetitions(), 2);
        play(&mut g, rook_trip);
        assert_eq!(g.repetitions(), 3);
        assert!(g.can_claim_threefold());
        // The start's placement has now occurred four times, but only three count.
        let same_placement = (0..=g.ply())
            .filter(|&p| g.position_at(p).map(Position::board) == Some(g.start().board()))
            .count();
        assert_eq!(same_placement, 4);
    }

    #[test]
    fn castling_rights_lost_by_king_move_chess960() {
        // Chess960 start 0 (BBQNNRKR): the kings step out and back, losing all rights.
        let mut g = Game::chess960(0).unwrap();
        play(&mut g, "g4 g5 Nf3 Nf6");
        let reference = g.ply();
        play(&mut g, "Kg2 Kg7 Kg1 Kg8");
        assert_eq!(
            g.position().board(),
            g.position_at(reference).unwrap().board()
        );
        assert_eq!(g.repetitions(), 1);
        play(&mut g, "Kg2 Kg7 Kg1 Kg8");
        assert_eq!(g.repetitions(), 2);
    }

    /// After ...d7-d5 beside the e5 pawn the en passant square is set; the pin on the e-file
    /// makes exd6 illegal, so the position is the same as without the square (FIDE 9.2.3).
    #[test]
    fn illegal_en_passant_does_not_make_a_position_different() {
        let mut g = game("4r1k1/3p4/7n/4P3/8/8/8/1N2K3 b - - 0 1");
        play(&mut g, "d5");
        assert_eq!(g.position().ep_square(), "d6".parse().ok());
        assert_eq!(g.position().legal_ep_square(), None);
        play(&mut g, "Nc3 Ng4 Nb1 Nh6");
        assert_eq!(g.position().ep_square(), None);
        assert_eq!(g.repetitions(), 2);
        play(&mut g, "Nc3 Ng4 Nb1 Nh6");
        assert_eq!(g.repetitions(), 3);
        assert!(g.can_claim_threefold());
    }

    /// Without the pin the capture is possible: the position with the en passant right is
    /// different from the later ones.
    #[test]
    fn legal_en_passant_makes_a_position_different() {
        let mut g = game("r5k1/3p4/7n/4P3/8/8/8/1N2K3 b - - 0 1");
        play(&mut g, "d5");
        assert_eq!(g.position().legal_ep_square(), "d6".parse().ok());
        play(&mut g, "Nc3 Ng4 Nb1 Nh6");
        assert_eq!(g.repetitions(), 1);
        play(&mut g, "Nc3 Ng4 Nb1 Nh6");
        assert_eq!(g.repetitions(), 2);
        play(&mut g, "Nc3 Ng4 Nb1 Nh6");
        assert_eq!(g.repetitions(), 3);
    }

    #[test]
    fn repetitions_count_from_the_fen_start_only() {
        // A FEN with a high half-move clock: the start is the first occurrence, whatever came
        // before it in some other game.
        let mut g = game("4k3/8/8/8/8/8/8/R3K3 w - - 40 60");
        assert_eq!(g.repetitions(), 1);
        play(&mut g, "Ra2 Kd8 Ra1 Ke8");
        assert_eq!(g.repetitions(), 2);
        play(&mut g, "Ra2 Kd8 Ra1 Ke8");
        assert_eq!(g.repetitions(), 3);
        assert!(g.can_claim_threefold());
        // A pawn move or capture in between starts the count afresh.
        let mut g = game("4k3/p7/8/8/8/8/8/R3K3 w - - 0 1");
        play(&mut g, "Ra2 Kd8 Ra1 Ke8 Rxa7 Kd8 Ra1 Ke8");
        assert_eq!(g.repetitions(), 1);
    }

    #[test]
    fn fifty_move_claims() {
        let mut g = game("4k3/8/8/8/8/8/P7/R3K3 w - - 99 80");
        assert!(!g.can_claim_fifty());
        assert_eq!(g.claim_draw(), Err(GameError::NoDrawClaim));
        let ra1b1 = san::parse_san(g.position(), "Rb1").unwrap();
        let a2a3 = san::parse_san(g.position(), "a3").unwrap();
        assert!(g.can_claim_fifty_with(ra1b1));
        assert!(!g.can_claim_fifty_with(a2a3));
        let mut by_move = g.clone();
        assert_eq!(
            by_move.claim_draw_with(ra1b1).map(|o| o.reason),
            Ok(Reason::FiftyMoveClaim)
        );
        assert_eq!(by_move.ply(), 1);
        play(&mut g, "Rb1");
        assert_eq!(g.position().halfmoves(), 100);
        assert!(g.can_claim_fifty());
        assert_eq!(
            g.claim_draw(),
            Ok(Outcome {
                result: DRAW,
                reason: Reason::FiftyMoveClaim
            })
        );
    }

    #[test]
    fn seventy_five_move_rule_and_checkmate_precedence() {
        let fen = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 120";
        // A quiet move reaching a clock of 150 ends the game...
        let mut g = game(fen);
        play(&mut g, "Rb1");
        assert_eq!(
            g.outcome(),
            Some(Outcome {
                result: DRAW,
                reason: Reason::SeventyFiveMoveRule
            })
        );
        assert!(!g.can_claim_fifty());
        // ... unless it is checkmate (FIDE 9.6.2).
        let mut g = game(fen);
        play(&mut g, "Ra8#");
        assert_eq!(g.position().halfmoves(), 150);
        assert_eq!(
            g.outcome(),
            Some(Outcome {
                result: GameResult::WhiteWins,
                reason: Reason::Checkmate
            })
        );
        // A clock of 149 is not yet the end; a pawn move or capture resets it.
        let g = game("6k1/5ppp/8/8/8/8/8/R5K1 b - - 149 120");
        assert_eq!(g.outcome(), None);
        let mut g = game("6k1/5ppp/8/8/8/8/8/R5K1 b - - 149 120");
        play(&mut g, "h6");
        assert_eq!(g.position().halfmoves(), 0);
        assert_eq!(g.outcome(), None);
    }

    #[test]
    fn display_texts() {
        let o = Outcome {
            result: GameResult::BlackWins,
            reason: Reason::Resignation(Color::White),
        };
        assert_eq!(o.to_string(), "0-1 (white resigned)");
        assert_eq!(
            GameError::GameOver(o).to_string(),
            "the game is over: 0-1 (white resigned)"
        );
        assert_eq!(GameResult::from_pgn("1-0"), Some(GameResult::WhiteWins));
        assert_eq!(GameResult::from_pgn("0-1"), Some(GameResult::BlackWins));
        assert_eq!(GameResult::WhiteWins.winner(), Some(Color::White));
        assert_eq!(GameResult::Draw.winner(), None);
    }
}
