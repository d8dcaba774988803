//! The game's lock between tabs: what the page learnt about it, and what the screen then shows.
//! The page holds the lock with the Web Locks API where the browser has it (https, localhost),
//! else with a heartbeat in `localStorage` ([`crate::storage_key`]); either way it reports
//! here, and this decides what the tab shows.

use super::App;
use crate::message::Msg;

/// What the page learnt about this game's lock.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LockNews {
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
            LockNews::Held => false,
            LockNews::HeldElsewhere => {
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
}
