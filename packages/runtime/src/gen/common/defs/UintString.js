// Generated from specs/components/common.yaml by tools/codegen. Do not edit.

import { join, pattern, patternFail, typeFail } from "../../../validator-support.js";

const pattern0 = pattern("^(0|[1-9][0-9]*)$", "u");

export function UintString(data, path = "") {
	const errors = [];
	if (typeof data == "string") {
		if (!pattern0.test(data)) patternFail(errors, path, "#", "^(0|[1-9][0-9]*)$");
	} else typeFail(errors, path, "#", "string");
	UintString.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `UintString`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
export function checkUintString(errors, data, path, schemaPath, key, propertyName) {
	if (typeof data == "string") {
		if (!pattern0.test(data)) patternFail(errors, join(path, key), schemaPath, "^(0|[1-9][0-9]*)$", propertyName);
	} else typeFail(errors, join(path, key), schemaPath, "string", propertyName);
}
