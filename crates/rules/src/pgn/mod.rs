//! PGN (Portable Game Notation): writing and reading Chess960 games.
//!
//! Writing ([`PgnGame::to_pgn`]) follows the PGN export format: the Seven Tag Roster, then
//! `[Variant "Chess960"]`, `[SetUp "1"]` and `[FEN "<X-FEN of the start>"]` for every game
//! (the classical start, number 518, included), then any further tags in their order, a blank
//! line, and the movetext in SAN with move numbers, comments, and the result, in lines of at
//! most [`LINE_WIDTH`] characters.
//!
//! Reading ([`read_games`]) accepts what real files contain: several games, comments in braces
//! and after `;`, `%` escape lines, NAGs (`$1`) and annotation marks (`!`, `?!`), variations in
//! parentheses (nested), move numbers (`1.`, `1...`, `12.Nf3`), `0-0` castling, and
//! FEN tags in X-FEN or Shredder-FEN. The `Variant` tag may be missing, `Standard`,
//! `From Position`, or any spelling of Chess960 (`Chess960`, `chess 960`, `Fischerandom`,
//! `FischerRandom`, `fischer random`, ...); other variants are refused. A game without a FEN
//! tag starts from the classical position.
//!
//! The result is the movetext's termination marker (`1-0`, `0-1`, `1/2-1/2`, `*`), or the
//! `Result` tag if the marker is missing. When the final position ends the game by itself
//! (checkmate, stalemate, dead position, fivefold repetition, 75-move rule) a different decided
//! result is an error; otherwise a decided result becomes the game's outcome with
//! [`Reason::Unknown`](crate::game::Reason::Unknown). A move after the game has ended is an
//! error too. Moves are checked with the Chess960 rules, which include classical chess.
//!
//! Comments after moves are kept (as [`PgnGame::comment`]), so clock comments such as
//! `{[%clk 0:19:58]}` survive a round trip. Whitespace inside comments is normalised to single
//! spaces. NAGs (annotation marks read as their NAG: `!` is `$1`) and variations, nested to any
//! depth, are kept with their comments ([`PgnGame::nags`], [`PgnGame::variations`]) and written
//! back (`$n`, in parentheses); every move of a variation is checked like the main line's.
//!
//! ```
//! use rules::{game::Game, pgn::{read_games, PgnGame}};
//! let mut game = Game::chess960(0).unwrap();
//! game.play_san("g4").unwrap();
//! let mut pgn = PgnGame::new(game);
//! pgn.tags.set("White", "Ada").unwrap();
//! pgn.set_comment(1, "[%clk 0:19:58]");
//! let text = pgn.to_pgn();
//! assert!(text.contains("[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1\"]"));
//! assert!(text.contains("1. g4 {[%clk 0:19:58]} *"));
//! let back = read_games(&text).unwrap();
//! assert_eq!(back.len(), 1);
//! assert_eq!(back[0].game.sans(), ["g4"]);
//! assert_eq!(back[0].tags.get("White"), Some("Ada"));
//! assert_eq!(back[0].comment(1), Some("[%clk 0:19:58]"));
//! ```

mod comments;
mod error;
mod game;
mod lexer;
mod lines;
mod partial;
mod reader;
mod tags;
mod variation;
mod writer;

#[cfg(test)]
mod tests;

pub use error::{PgnError, PgnErrorKind, TagPairError};
pub use game::{PgnGame, Skipped};
pub use reader::{read_game, read_games, MAX_GAMES, MAX_PGN_BYTES};
pub use tags::{TagError, Tags, DERIVED_TAGS, ROSTER};
pub use variation::{nag_of_symbol, nag_symbol, VarMove, Variation};
pub use writer::{write_games, LINE_WIDTH};
