// Generated from specs/components/common.yaml by tools/codegen. Do not edit.

import { fail, join, typeFail, ucs2length } from "../../../validator-support.js";

export function BitcoinAddress(data, path = "") {
	const errors = [];
	if (typeof data == "string") {
		if (ucs2length(data) < 1) fail(errors, path, "#/minLength", "minLength", { limit: 1 }, "must NOT have fewer than 1 characters");
	} else typeFail(errors, path, "#", "string");
	BitcoinAddress.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `BitcoinAddress`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
export function checkBitcoinAddress(errors, data, path, schemaPath, key, propertyName) {
	if (typeof data == "string") {
		if (ucs2length(data) < 1) fail(errors, join(path, key), schemaPath + "/minLength", "minLength", { limit: 1 }, "must NOT have fewer than 1 characters", propertyName);
	} else typeFail(errors, join(path, key), schemaPath, "string", propertyName);
}
