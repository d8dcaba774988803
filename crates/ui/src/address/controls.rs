//! Which controls the game page shows (`controls=`).

/// Which controls an embedded board shows.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Controls {
    /// Board and castling buttons only.
    None,
    /// Also takeback, flip and new game.
    Minimal,
    /// Everything.
    #[default]
    Full,
}
