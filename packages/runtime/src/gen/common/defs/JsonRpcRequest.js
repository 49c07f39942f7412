// Generated from specs/components/common.yaml by tools/codegen. Do not edit.

import { fail, isObject, requiredFail, typeFail } from "../../../validator-support.js";
import { checkJsonRpcId } from "./JsonRpcId.js";

export function JsonRpcRequest(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.jsonrpc === undefined) requiredFail(errors, path, "#", "jsonrpc");
		if (data.method === undefined) requiredFail(errors, path, "#", "method");
		if (data.id === undefined) requiredFail(errors, path, "#", "id");
		if (data.jsonrpc !== undefined) {
			const data0 = data.jsonrpc;
			if (data0 !== "2.0") fail(errors, path + "/jsonrpc", "#/properties/jsonrpc/const", "const", { allowedValue: "2.0" }, "must be equal to constant");
		}
		if (data.method !== undefined) {
			const data1 = data.method;
			if (typeof data1 != "string") typeFail(errors, path + "/method", "#/properties/method", "string");
		}
		if (data.params !== undefined) {
			const data2 = data.params;
			if (!((Array.isArray(data2)) || (isObject(data2)))) typeFail(errors, path + "/params", "#/properties/params", ["array","object"]);
		}
		if (data.id !== undefined) checkJsonRpcId(errors, data.id, path, "#/properties/id", "id");
	} else typeFail(errors, path, "#", "object");
	JsonRpcRequest.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
