//! The page's modules loaded on first need, as the state knows them: which module a piece
//! of work needs, and what the player is told when a module cannot be loaded.

use super::App;
use protocol::modules::{extras, messages};

/// A module the page loads on first need.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Module {
    /// `extras/`: PGN, error sentences, the move field's reader, copying, the embed snippet.
    Extras,
    /// `messages/`: the computer's worker and its messages.
    Messages,
}

impl Module {
    /// Its folder's name, as `boot.js` loads it.
    pub fn name(self) -> &'static str {
        match self {
            Module::Extras => extras::MODULE,
            Module::Messages => messages::MODULE,
        }
    }
}

impl App {
    /// Work that needed `module` cannot be done: the module could not be loaded (offline,
    /// blocked). Without `messages/` the computer cannot play, which the player is told;
    /// without `extras/`, an address's game that was waiting to be read is given up (its
    /// stand-in position becomes the game, so the board is playable) and the message says
    /// the second module is missing.
    pub fn module_failed(&mut self, module: Module) {
        match module {
            Module::Messages => self.computer_failed(),
            Module::Extras => {
                self.opening_link = false;
                self.say(true, crate::message::Msg::ExtrasFailed);
            }
        }
    }
}
