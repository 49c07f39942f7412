// Generated from specs/openrpc/jsonrpc.yaml by tools/codegen. Do not edit.

import { isInteger, isObject, limitFail, typeFail } from "@gw/runtime/validator-support";

export function LuaEvalResult(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.calls !== undefined) {
			const data0 = data.calls;
			if (!isInteger(data0)) typeFail(errors, path + "/calls", "#/properties/calls", "integer");
			if (typeof data0 == "number") {
				if (data0 < 0 || isNaN(data0)) limitFail(errors, path + "/calls", "#/properties/calls", "minimum", 0);
			}
		}
		if (data.runtime !== undefined) {
			const data1 = data.runtime;
			if (typeof data1 == "number") {
				if (data1 < 0 || isNaN(data1)) limitFail(errors, path + "/runtime", "#/properties/runtime", "minimum", 0);
			} else typeFail(errors, path + "/runtime", "#/properties/runtime", "number");
		}
		if (data.error !== undefined) {
			const data2 = data.error;
			if (isObject(data2)) {
				if (data2.message !== undefined) {
					const data3 = data2.message;
					if (typeof data3 != "string") typeFail(errors, path + "/error" + "/message", "#/properties/error/properties/message", "string");
				}
			} else typeFail(errors, path + "/error", "#/properties/error", "object");
		}
	} else typeFail(errors, path, "#", "object");
	LuaEvalResult.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
