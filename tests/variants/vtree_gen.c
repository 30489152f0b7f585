/* The extern instantiation of the variant matrix (LINKAGE=1). */
#include "vtree.h"

#if LINKAGE == 1
VT_GENERATE
#else
/* Not used by static variants; keep the translation unit non-empty. */
typedef int vtree_gen_unused;
#endif
