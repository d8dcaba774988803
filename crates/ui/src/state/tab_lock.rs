//! The game's lock between tabs: what the page learnt about it, and what the screen then shows.
//! The page holds the lock with the Web Locks API where the browser has it (https, localhost),
//! else with a heartbeat in `localStorage` ([`crate::storage_key`]); either way it reports
//! here, and this decides what the tab shows.

use super::App;
use crate::message::Msg;

/// What the page learnt about this game's lock.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LockNews {
    /// At the start: the page asked for the lock and awaits the answer. The first board is
    /// drawn meanwhile (so the lock's round trip does not delay it), but it is neither played,
    /// saved nor thought on until the answer.
    Asking,
    /// This tab holds the lock (at the start, or after "Play here").
    Held,
    /// At the start: another tab holds it.
    HeldElsewhere,
    /// Another tab took it ("Play here" there).
    Lost,
}

impl App {
    /// The lock's news: with another tab holding the game, this tab shows it, says so (with
    /// "Play here") and neither plays nor saves. Returns whether the screen changed.
    pub fn lock_news(&mut self, news: LockNews) -> bool {
        match news {
            LockNews::Asking => {
                self.lock_asked = true;
                false
            }
            LockNews::Held => {
                self.lock_asked = false;
                false
            }
            LockNews::HeldElsewhere => {
                self.lock_asked = false;
                self.elsewhere = true;
                self.say(false, Msg::Elsewhere);
                true
            }
            LockNews::Lost if self.elsewhere => false,
            LockNews::Lost => {
                self.elsewhere = true;
                self.reset_transient();
                self.say(false, Msg::Elsewhere);
                true
            }
        }
    }

    /// `true` if this tab may save the game now: it is its own (not held by another tab, the
    /// lock's answer not awaited) and not a link's stand-in position being read.
    pub fn saves(&self) -> bool {
        !self.elsewhere && !self.lock_asked && !self.opening_link
    }
}
