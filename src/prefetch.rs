//! Cache hints for the hot tables whose entries are read at random: the move model's hash
//! table.

/// Asks the processor to start loading the cache line holding `value`, so that a read a little
/// later finds it there. Only a hint: it changes nothing the program sees.
#[inline(always)]
pub fn prefetch<T>(value: &T) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
        // SAFETY: SSE is part of every x86_64 processor, and a prefetch reads nothing the
        // program sees and cannot fault; the pointer comes from a live reference anyway.
        unsafe { _mm_prefetch::<_MM_HINT_T0>((value as *const T).cast::<i8>()) };
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = value;
}
