// Generated from specs/openapi/opi.yaml by tools/codegen. Do not edit.

import { isInteger, isObject, limitFail, requiredFail, typeFail } from "@gw/runtime/validator-support";

export function ActivityHashes(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.cumulative_event_hash === undefined) requiredFail(errors, path, "#", "cumulative_event_hash");
		if (data.block_event_hash === undefined) requiredFail(errors, path, "#", "block_event_hash");
		if (data.cumulative_trace_hash === undefined) requiredFail(errors, path, "#", "cumulative_trace_hash");
		if (data.block_trace_hash === undefined) requiredFail(errors, path, "#", "block_trace_hash");
		if (data.indexer_version === undefined) requiredFail(errors, path, "#", "indexer_version");
		if (data.block_height === undefined) requiredFail(errors, path, "#", "block_height");
		if (data.cumulative_event_hash !== undefined) {
			const data0 = data.cumulative_event_hash;
			if (typeof data0 != "string") typeFail(errors, path + "/cumulative_event_hash", "#/properties/cumulative_event_hash", "string");
		}
		if (data.block_event_hash !== undefined) {
			const data1 = data.block_event_hash;
			if (typeof data1 != "string") typeFail(errors, path + "/block_event_hash", "#/properties/block_event_hash", "string");
		}
		if (data.cumulative_trace_hash !== undefined) {
			const data2 = data.cumulative_trace_hash;
			if (typeof data2 != "string") typeFail(errors, path + "/cumulative_trace_hash", "#/properties/cumulative_trace_hash", "string");
		}
		if (data.block_trace_hash !== undefined) {
			const data3 = data.block_trace_hash;
			if (typeof data3 != "string") typeFail(errors, path + "/block_trace_hash", "#/properties/block_trace_hash", "string");
		}
		if (data.indexer_version !== undefined) {
			const data4 = data.indexer_version;
			if (typeof data4 != "string") typeFail(errors, path + "/indexer_version", "#/properties/indexer_version", "string");
		}
		if (data.block_height !== undefined) {
			const data5 = data.block_height;
			if (!isInteger(data5)) typeFail(errors, path + "/block_height", "#/properties/block_height", "integer");
			if (typeof data5 == "number") {
				if (data5 < 0 || isNaN(data5)) limitFail(errors, path + "/block_height", "#/properties/block_height", "minimum", 0);
			}
		}
	} else typeFail(errors, path, "#", "object");
	ActivityHashes.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
