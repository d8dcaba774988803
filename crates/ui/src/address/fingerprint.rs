//! A short fingerprint of a long value (a PGN in the address), written in hexadecimal.

/// Appends `n` as 16 hexadecimal digits.
pub fn push_hex(out: &mut String, n: u64) {
    for i in (0..16).rev() {
        let d = ((n >> (i * 4)) & 0xf) as u32;
        out.push(char::from_digit(d, 16).unwrap_or('0'));
    }
}

/// FNV-1a hash of a string.
pub fn fingerprint(s: &str) -> u64 {
    s.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}
