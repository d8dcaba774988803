//! What the host page hears (`parent=`): each transition that changes the game asks for its
//! message here, and the host page's commands become transitions ([`App::host_command`]).

use super::actions::Effect;
use super::{App, NewGame};
use crate::host::{Command, Event};

impl App {
    /// Asks the page to tell the host `event` (only while [`App::notify`] is on).
    pub(crate) fn notify(&mut self, event: impl FnOnce(&App) -> Option<Event>) {
        if self.notify {
            if let Some(e) = event(self) {
                self.effects.push(Effect::Notify(e));
            }
        }
    }

    /// `ready`: the board shows a game (at start, once drawn; after each new game).
    pub fn notify_ready(&mut self) {
        self.notify(|a| {
            Some(Event::Ready {
                fen: rules::fen::to_fen(a.game.position()),
                sp: a.sp,
            })
        });
    }

    /// `end`, when the game is over.
    pub(crate) fn notify_end(&mut self) {
        self.notify(|a| a.game.outcome().and_then(Event::end));
    }

    /// `move` for the move just played (then `end`, if it ended the game).
    pub(crate) fn notify_move(&mut self, m: rules::Move) {
        self.notify(|a| {
            Some(Event::Move {
                ply: a.game.ply(),
                san: a.game.sans().last().cloned().unwrap_or_default(),
                uci: m.uci(),
                fen: rules::fen::to_fen(a.game.position()),
            })
        });
        self.notify_end();
    }

    /// `takeback`: what is left on the board.
    pub(crate) fn notify_takeback(&mut self) {
        self.notify(|a| {
            Some(Event::Takeback {
                ply: a.game.ply(),
                fen: rules::fen::to_fen(a.game.position()),
            })
        });
    }

    /// A command from the host page (already checked: its origin and window, its fields).
    /// `new-game` starts at once when no game is in progress, else asks the player as any new
    /// game does; `get-pgn` is answered with the PGN. Returns `true` if anything changed.
    pub fn host_command(&mut self, command: Command) -> bool {
        match command {
            Command::NewGame(sp) => {
                let how = match sp {
                    Some(n) => NewGame::Number(n),
                    None => NewGame::Random(self.random),
                };
                let start = how.prepare(self.exclude_518);
                self.request(start)
            }
            Command::GetPgn => {
                self.notify(|_| Some(Event::Pgn));
                false
            }
        }
    }
}
