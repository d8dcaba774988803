//! The move field: moves typed in SAN (the interface language's letters or English), UCI or
//! `O-O`/`0-0`, and commands that read the position (`/w`, `/b`, `/r`, `/f`, `/l`, `/t`, `/s`,
//! the same letters as the board's keys).

use super::{App, Effect};
use crate::message::Msg;
use crate::notation::{read_move, EntryError};
use rules::san::SanError;
use rules::Move;

impl App {
    /// Enter pressed in the move field with `text`. Returns `true` if anything changed.
    pub fn enter_move(&mut self, text: &str) -> bool {
        let text = text.trim();
        if text.is_empty() {
            return false;
        }
        if let Some(cmd) = text.strip_prefix('/') {
            let key: String = cmd.chars().take(1).collect();
            let read = self.board_key(&key, false);
            if !read {
                let text: String = text.chars().take(16).collect();
                let error = EntryError::San(SanError::Syntax { text: text.clone() });
                let fen = String::new();
                self.say(true, Msg::Entry { error, fen, text });
            }
            return true;
        }
        if self.view.is_some() {
            self.view = None;
        }
        if self.clock_paused() && self.can_move() {
            self.say(true, Msg::ClockPaused);
            return true;
        }
        if !self.can_move() {
            let msg = if self.game.is_over() {
                Msg::GameOver
            } else {
                Msg::NotNow
            };
            self.say(true, msg);
            return true;
        }
        match read_move(self.lang, self.game.position(), text) {
            Ok(m) => {
                let played = match m {
                    Move::Castle { .. } => m.castling_side().is_some_and(|side| self.castle(side)),
                    _ => self.play(m),
                };
                if played {
                    self.effects.push(Effect::ClearMoveEntry);
                }
                true
            }
            Err(e) => {
                let fen = rules::fen::to_fen(self.game.position());
                let text = text.chars().take(16).collect();
                self.say(
                    true,
                    Msg::Entry {
                        error: e,
                        fen,
                        text,
                    },
                );
                true
            }
        }
    }
}
