#ifndef SCENELAYOUT_CLIBXML2_SHIM_H
#define SCENELAYOUT_CLIBXML2_SHIM_H
/* libxml2's encoding.h pulls in the system ICU headers when libxml2 was built with ICU;
   they clash with the ICU copy that Foundation ships. No API used here needs them, so
   the ICU parts of libxml2's headers are switched off (only the layout of
   xmlCharEncodingHandler, which this project never touches, depends on it). */
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/tree.h>
#include <libxml/xmlsave.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlschemas.h>
#include <libxml/xmlmemory.h>

/* xmlFree is a mutable global in C; Swift 6 refuses to touch such globals directly. */
static inline void scenelayout_xml_free(void *pointer) { xmlFree(pointer); }

/* The tool never loads anything from outside the bytes it was given: no DTD, no external
   entity, no schema include or import, local or remote. libxml2's loader is process-wide;
   this one refuses every request (libxml2 then reports "failed to load"). */
static xmlParserInputPtr scenelayout_refusing_loader(const char *url, const char *id, xmlParserCtxtPtr context) {
    (void)url; (void)id; (void)context;
    return NULL;
}
static inline void scenelayout_refuse_external_loads(void) { xmlSetExternalEntityLoader(scenelayout_refusing_loader); }
#endif
