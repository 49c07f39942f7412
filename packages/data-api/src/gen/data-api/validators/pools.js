// Generated from specs/openapi/data-api.yaml (`pools`) by tools/codegen. Do not edit.

import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";

export function response__200(data, path = "") {
	const errors = [];
	checkCliAnswer(errors, data, path, "#");
	response__200.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `CliAnswer`, checked where it is used. */
function checkCliAnswer(errors, data, path, schemaPath, propertyName) {
}

export const response__401 = InvalidApiKey;
