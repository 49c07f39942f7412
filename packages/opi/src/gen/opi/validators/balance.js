// Generated from specs/openapi/opi.yaml (`balance`) by tools/codegen. Do not edit.

import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";

export function response__default(data, path = "") {
	const errors = [];
	response__default.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

export const response__401 = InvalidApiKey;
