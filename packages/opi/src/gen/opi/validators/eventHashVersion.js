// Generated from specs/openapi/opi.yaml (`event_hash_version`) by tools/codegen. Do not edit.

import { fail, pattern, patternFail, typeFail } from "@gw/runtime/validator-support";
import { EventHashVersionResponse } from "./schemas/EventHashVersionResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { OpiError } from "@gw/runtime/common-validators/OpiError";

const pattern0 = pattern("^(0|-?[1-9][0-9]*)$", "u");

export function response__200(data, path = "") {
	const errors = [];
	const errs0 = errors.length;
	let valid1 = false;
	const errs2 = errors.length;
	if (!EventHashVersionResponse(data, path)) errors.push(...EventHashVersionResponse.errors);
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

/** `IntString`, checked where it is used. */
function checkIntString(errors, data, path, schemaPath, propertyName) {
	if (typeof data == "string") {
		if (!pattern0.test(data)) patternFail(errors, path, schemaPath, "^(0|-?[1-9][0-9]*)$", propertyName);
	} else typeFail(errors, path, schemaPath, "string", propertyName);
}

export const response__401 = InvalidApiKey;
export const response__default = OpiError;
