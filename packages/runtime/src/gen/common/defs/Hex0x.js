// Generated from specs/components/common.yaml by tools/codegen. Do not edit.

import { join, pattern, patternFail, typeFail } from "../../../validator-support.js";

const pattern0 = pattern("^0x[0-9a-fA-F]*$", "u");

export function Hex0x(data, path = "") {
	const errors = [];
	if (typeof data == "string") {
		if (!pattern0.test(data)) patternFail(errors, path, "#", "^0x[0-9a-fA-F]*$");
	} else typeFail(errors, path, "#", "string");
	Hex0x.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `Hex0x`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
export function checkHex0x(errors, data, path, schemaPath, key, propertyName) {
	if (typeof data == "string") {
		if (!pattern0.test(data)) patternFail(errors, join(path, key), schemaPath, "^0x[0-9a-fA-F]*$", propertyName);
	} else typeFail(errors, join(path, key), schemaPath, "string", propertyName);
}
