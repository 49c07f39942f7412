// Generated from specs/openrpc/brc20-prog.yaml by tools/codegen. Do not edit.

import { isInteger, isObject, limitFail, typeFail } from "@gw/runtime/validator-support";

export function TraceConfig(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.tracer !== undefined) {
			const data0 = data.tracer;
			if (typeof data0 != "string") typeFail(errors, path + "/tracer", "#/properties/tracer", "string");
		}
		if (data.tracerConfig !== undefined) {
			const data1 = data.tracerConfig;
			if (isObject(data1)) {
			} else typeFail(errors, path + "/tracerConfig", "#/properties/tracerConfig", "object");
		}
		if (data.timeout !== undefined) {
			const data2 = data.timeout;
			if (typeof data2 != "string") typeFail(errors, path + "/timeout", "#/properties/timeout", "string");
		}
		if (data.disableStorage !== undefined) {
			const data3 = data.disableStorage;
			if (typeof data3 != "boolean") typeFail(errors, path + "/disableStorage", "#/properties/disableStorage", "boolean");
		}
		if (data.disableStack !== undefined) {
			const data4 = data.disableStack;
			if (typeof data4 != "boolean") typeFail(errors, path + "/disableStack", "#/properties/disableStack", "boolean");
		}
		if (data.enableMemory !== undefined) {
			const data5 = data.enableMemory;
			if (typeof data5 != "boolean") typeFail(errors, path + "/enableMemory", "#/properties/enableMemory", "boolean");
		}
		if (data.enableReturnData !== undefined) {
			const data6 = data.enableReturnData;
			if (typeof data6 != "boolean") typeFail(errors, path + "/enableReturnData", "#/properties/enableReturnData", "boolean");
		}
		if (data.limit !== undefined) {
			const data7 = data.limit;
			if (!isInteger(data7)) typeFail(errors, path + "/limit", "#/properties/limit", "integer");
			if (typeof data7 == "number") {
				if (data7 < 0 || isNaN(data7)) limitFail(errors, path + "/limit", "#/properties/limit", "minimum", 0);
			}
		}
	} else typeFail(errors, path, "#", "object");
	TraceConfig.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
