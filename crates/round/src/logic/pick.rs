//! Drawing a start position number that is still free.

use rules::startpos::CLASSICAL;

/// A start position number chosen uniformly among those not in `used` (and not 518 with
/// `exclude_518`), from a random number the caller supplies. `None` if none is left.
///
/// The modulo bias is below 960 / 2^64: negligible.
pub fn pick(random: u64, used: &[u32], exclude_518: bool) -> Option<u32> {
    let free: Vec<u32> = (0..960)
        .filter(|n| (!exclude_518 || *n != CLASSICAL) && !used.contains(n))
        .collect();
    if free.is_empty() {
        return None;
    }
    free.get((random % free.len() as u64) as usize).copied()
}
