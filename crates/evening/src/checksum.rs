//! A checksum for stored text: FNV-1a, 32 bits. Not a defence against tampering, a test
//! that the text is whole: truncated or garbled storage is refused instead of misread.

/// The FNV-1a hash of `bytes`.
pub(crate) fn fnv1a(bytes: &[u8]) -> u32 {
    let mut hash: u32 = 0x811c_9dc5;
    for &b in bytes {
        hash ^= u32::from(b);
        hash = hash.wrapping_mul(0x0100_0193);
    }
    hash
}
