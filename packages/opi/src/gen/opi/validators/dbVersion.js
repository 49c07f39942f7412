// Generated from specs/openapi/opi.yaml (`db_version`) by tools/codegen. Do not edit.

import { fail } from "@gw/runtime/validator-support";
import { DbVersionResponse } from "./schemas/DbVersionResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { OpiError } from "@gw/runtime/common-validators/OpiError";
import { checkIntString } from "@gw/runtime/common-validators/IntString";

export function response__200(data, path = "") {
	const errors = [];
	const errs0 = errors.length;
	let valid1 = false;
	const errs2 = errors.length;
	if (!DbVersionResponse(data, path)) errors.push(...DbVersionResponse.errors);
	valid1 = errors.length === errs2;
	if (!valid1) {
		const errs3 = errors.length;
		checkIntString(errors, data, path, "#/anyOf/1");
		valid1 = errors.length === errs3;
	}
	if (valid1) {
		errors.length = errs0;
	} else {
		fail(errors, path, "#/anyOf", "anyOf", {}, "must match a schema in anyOf");
	}
	response__200.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

export const response__401 = InvalidApiKey;
export const response__default = OpiError;
