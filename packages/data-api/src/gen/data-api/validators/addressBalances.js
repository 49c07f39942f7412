// Generated from specs/openapi/data-api.yaml (`address-balances`) by tools/codegen. Do not edit.

import { join } from "@gw/runtime/validator-support";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";

export function response__200(data, path = "") {
	const errors = [];
	checkCliAnswer(errors, data, path, "#");
	response__200.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `CliAnswer`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
function checkCliAnswer(errors, data, path, schemaPath, key, propertyName) {

}

export const response__401 = InvalidApiKey;
