//! What the host page hears (`parent=`): each transition that changes the game asks for its
//! message here ([`Told`], through [`Effect::Notify`]), and the host page's commands become
//! transitions ([`App::host_command`]).

use super::actions::Effect;
use super::{App, NewGame};
use crate::host::{Command, Event};

/// Which message a transition asks for; the page writes it from the state at once
/// ([`App::host_event`]), before any other input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Told {
    /// `ready`.
    Ready,
    /// `move`, for this move, just played.
    Move(rules::Move),
    /// `takeback`.
    Takeback,
    /// `end`.
    End,
    /// `pgn`, the answer to `get-pgn`.
    Pgn,
}

impl Told {
    /// The message's name (its JSON `type`), as the page hands it to the extras module with
    /// the saved game ([`App::told_event`] writes the message from both).
    pub fn name(self) -> &'static str {
        match self {
            Told::Ready => "ready",
            Told::Move(_) => "move",
            Told::Takeback => "takeback",
            Told::End => "end",
            Told::Pgn => "pgn",
        }
    }
}

impl App {
    /// Asks the page to tell the host `told` (only while [`App::notify`] is on).
    pub(crate) fn notify(&mut self, told: Told) {
        if self.notify {
            self.effects.push(Effect::Notify(told));
        }
    }

    /// `ready`: the board shows a game (at start, once drawn; after each new game).
    pub fn notify_ready(&mut self) {
        self.notify(Told::Ready);
    }

    /// `end`, when the game is over (one without a reason the API names is not told:
    /// [`App::host_event`] has no message for it).
    pub(crate) fn notify_end(&mut self) {
        if self.game.is_over() {
            self.notify(Told::End);
        }
    }

    /// `move` for the move just played (then `end`, if it ended the game).
    pub(crate) fn notify_move(&mut self, m: rules::Move) {
        self.notify(Told::Move(m));
        self.notify_end();
    }

    /// `takeback`: what is left on the board.
    pub(crate) fn notify_takeback(&mut self) {
        self.notify(Told::Takeback);
    }

    /// The message `told` asks for, written from the state as it is right after the
    /// transition that asked (`None` for an `end` of a game that is not over).
    #[inline(never)]
    pub fn host_event(&self, told: Told) -> Option<Event> {
        let fen = || rules::fen::to_fen(self.game.position());
        Some(match told {
            Told::Ready => Event::Ready {
                fen: fen(),
                sp: self.sp,
            },
            Told::Move(m) => Event::Move {
                ply: self.game.ply(),
                san: self.game.sans().last().cloned().unwrap_or_default(),
                uci: m.uci(),
                fen: fen(),
            },
            Told::Takeback => Event::Takeback {
                ply: self.game.ply(),
                fen: fen(),
            },
            Told::End => return self.game.outcome().and_then(Event::end),
            Told::Pgn => Event::Pgn,
        })
    }

    /// The message named `name` ([`Told::name`]) for the game as it was saved right after the
    /// transition that asked for it (this state is that saved game read back): `move` is its
    /// last move. `None` for an unknown name, a `move` of a game without moves, an `end` of a
    /// game that is not over.
    pub fn told_event(&self, name: &str) -> Option<Event> {
        let told = match name {
            "ready" => Told::Ready,
            "move" => Told::Move(*self.game.moves().last()?),
            "takeback" => Told::Takeback,
            "end" => Told::End,
            "pgn" => Told::Pgn,
            _ => return None,
        };
        self.host_event(told)
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
                self.notify(Told::Pgn);
                false
            }
        }
    }
}
