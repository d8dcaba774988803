//! The draw: a round's start position and round 1's first colour, from random bytes the
//! caller supplies (the browser's `crypto.getRandomValues`), so that every draw is
//! reproducible in tests.

use rules::startpos::CLASSICAL;
use swiss::Colour;

/// Random bytes for one pairing: bytes 0-7 draw the start position, the lowest bit of
/// byte 8 the first colour (round 1, when drawn by lot). The other bytes are unused.
pub type Seed = [u8; 16];

/// A start position chosen uniformly among 0..=959, leaving out those in `used` and 518
/// with `exclude_518`; `None` when none is left. The modulo bias is below 960 / 2^64.
///
/// ```
/// use evening::draw_position;
/// let seed = [7; 16];
/// let sp = draw_position(&seed, &[], true).unwrap();
/// assert!(sp < 960 && sp != 518);
/// assert_eq!(draw_position(&seed, &[], true), Some(sp)); // the same bytes, the same draw
/// let all_but_one: Vec<u32> = (1..960).collect();
/// assert_eq!(draw_position(&seed, &all_but_one, false), Some(0));
/// ```
pub fn draw_position(seed: &Seed, used: &[u32], exclude_518: bool) -> Option<u32> {
    let free: Vec<u32> = (0..960)
        .filter(|n| !used.contains(n) && (!exclude_518 || *n != CLASSICAL))
        .collect();
    let mut bytes = [0u8; 8];
    for (b, s) in bytes.iter_mut().zip(seed) {
        *b = *s;
    }
    let random = u64::from_le_bytes(bytes);
    let count = u64::try_from(free.len()).ok().filter(|&n| n > 0)?;
    free.get(usize::try_from(random % count).ok()?).copied()
}

/// The first colour drawn by lot: White when byte 8's lowest bit is 0.
pub fn draw_colour(seed: &Seed) -> Colour {
    if seed.get(8).is_some_and(|b| b & 1 == 1) {
        Colour::Black
    } else {
        Colour::White
    }
}
