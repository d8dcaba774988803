//! FIDE tie-breaks (C.07).
