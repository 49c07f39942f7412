// Generated from specs/openapi/opi.yaml (`block_height`) by tools/codegen. Do not edit.

import { fail, isInteger, typeFail } from "@gw/runtime/validator-support";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { OpiError } from "@gw/runtime/common-validators/OpiError";
import { checkIntString } from "@gw/runtime/common-validators/IntString";

export function response__200(data, path = "") {
	const errors = [];
	const errs0 = errors.length;
	let valid1 = false;
	const errs2 = errors.length;
	if (!isInteger(data)) typeFail(errors, path, "#/anyOf/0", "integer");
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
