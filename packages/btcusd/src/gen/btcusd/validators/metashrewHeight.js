// Generated from specs/openrpc/btcusd.yaml (`metashrew_height`) by tools/codegen. Do not edit.

import { fail, pattern, patternFail, typeFail } from "@gw/runtime/validator-support";

const pattern0 = pattern("^(0|[1-9][0-9]*)$", "u");

export function params(data, path = "") {
	const errors = [];
	if (Array.isArray(data)) {
		if (data.length > 0) fail(errors, path, "#/maxItems", "maxItems", { limit: 0 }, "must NOT have more than 0 items");
		if (data.length < 0) fail(errors, path, "#/minItems", "minItems", { limit: 0 }, "must NOT have fewer than 0 items");
	} else typeFail(errors, path, "#", "array");
	params.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

export function result(data, path = "") {
	const errors = [];
	checkUintString(errors, data, path, "#");
	result.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `UintString`, checked where it is used. */
function checkUintString(errors, data, path, schemaPath, propertyName) {
	if (typeof data == "string") {
		if (!pattern0.test(data)) patternFail(errors, path, schemaPath, "^(0|[1-9][0-9]*)$", propertyName);
	} else typeFail(errors, path, schemaPath, "string", propertyName);
}
