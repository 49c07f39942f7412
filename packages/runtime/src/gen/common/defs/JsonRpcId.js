// Generated from specs/components/common.yaml by tools/codegen. Do not edit.

import { isInteger, join, typeFail } from "../../../validator-support.js";

export function JsonRpcId(data, path = "") {
	const errors = [];
	if (!((isInteger(data)) || (typeof data == "string"))) typeFail(errors, path, "#", ["integer","string"]);
	JsonRpcId.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `JsonRpcId`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
export function checkJsonRpcId(errors, data, path, schemaPath, key, propertyName) {
	if (!((isInteger(data)) || (typeof data == "string"))) typeFail(errors, join(path, key), schemaPath, ["integer","string"], propertyName);
}
