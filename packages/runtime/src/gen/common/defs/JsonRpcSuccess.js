// Generated from specs/components/common.yaml by tools/codegen. Do not edit.

import { fail, isInteger, isObject, requiredFail, typeFail } from "../../../validator-support.js";

export function JsonRpcSuccess(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.jsonrpc === undefined) requiredFail(errors, path, "#", "jsonrpc");
		if (data.result === undefined) requiredFail(errors, path, "#", "result");
		if (data.id === undefined) requiredFail(errors, path, "#", "id");
		if (data.jsonrpc !== undefined) {
			const data0 = data.jsonrpc;
			if (data0 !== "2.0") fail(errors, path + "/jsonrpc", "#/properties/jsonrpc/const", "const", { allowedValue: "2.0" }, "must be equal to constant");
		}
		if (data.id !== undefined) checkJsonRpcId(errors, data.id, path + "/id", "#/properties/id");
	} else typeFail(errors, path, "#", "object");
	JsonRpcSuccess.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `JsonRpcId`, checked where it is used. */
function checkJsonRpcId(errors, data, path, schemaPath, propertyName) {
	if (!((isInteger(data)) || (typeof data == "string"))) typeFail(errors, path, schemaPath, ["integer","string"], propertyName);
}
