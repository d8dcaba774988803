//! The move field: moves typed in SAN (the interface language's letters or English), UCI or
//! `O-O`/`0-0`, and commands that read the position (`/w`, `/b`, `/r`, `/f`, `/l`, `/t`, `/s`,
//! the same letters as the board's keys).

use super::{App, Effect};
use crate::message::{Msg, Place};
use crate::notation::EntryKind;
use rules::Move;

impl App {
    /// Enter pressed in the move field with `text`. Returns `true` if anything changed. A
    /// move is read by the page's second module ([`Effect::ReadMove`], which holds the SAN
    /// reader), and its answer comes back through [`App::move_read`].
    pub fn enter_move(&mut self, text: &str) -> bool {
        let text = text.trim_ascii();
        if text.is_empty() {
            return false;
        }
        if let Some(cmd) = text.strip_prefix('/') {
            let key: String = cmd.chars().take(1).collect();
            let read = self.board_key(&key, false);
            if !read {
                let error = EntryKind::NotAMove;
                let text = text.chars().take(16).collect();
                let fen = String::new();
                self.say_at(Place::MoveEntry, true, Msg::Entry { error, fen, text });
            }
            return true;
        }
        let left_view = self.view.take().is_some();
        if self.clock_paused() && self.can_move() {
            self.say_at(Place::MoveEntry, true, Msg::ClockPaused);
            return true;
        }
        if !self.can_move() {
            let msg = if self.game.is_over() {
                Msg::GameOver
            } else {
                Msg::NotNow
            };
            self.say_at(Place::MoveEntry, true, msg);
            return true;
        }
        let fen = rules::fen::to_fen(self.game.position());
        let text = text.to_string();
        self.effects.push(Effect::ReadMove { fen, text });
        left_view
    }

    /// The page's second module read the move typed as `text` in the position `fen`
    /// ([`crate::notation::read_typed`]): the move is played, or the error said. Nothing
    /// happens if the game has left that position meanwhile or no move can be made now.
    pub fn move_read(&mut self, fen: &str, text: &str, answer: Result<String, EntryKind>) -> bool {
        if rules::fen::to_fen(self.game.position()) != fen
            || !self.can_move()
            || self.clock_paused()
            || self.view.is_some()
        {
            return false;
        }
        let error = match answer.map(|uci| rules::uci::parse_uci(self.game.position(), &uci)) {
            Ok(Ok(m)) => {
                let played = match m {
                    Move::Castle { .. } => m.castling_side().is_some_and(|side| self.castle(side)),
                    _ => self.play(m),
                };
                if played {
                    self.effects.push(Effect::ClearMoveEntry);
                }
                return true;
            }
            Ok(Err(_)) => EntryKind::NotAMove,
            Err(kind) => kind,
        };
        let fen = fen.to_string();
        let text = text.chars().take(16).collect();
        self.say_at(Place::MoveEntry, true, Msg::Entry { error, fen, text });
        true
    }
}
